import { type CategorySpec, style } from './spec';

export const WISHES: CategorySpec = {
  key: 'birthdays-wishes',
  name: 'Birthdays & Wishes',
  subCategories: [
    {
      key: 'birthday-wishes',
      name: 'Birthday Wishes',
      images: 9,
      videos: 1,
      titles: [
        'Happy Birthday Wishes',
        'जन्मदिन की शुभकामनाएँ',
        'Birthday Celebration',
        'Party Time Birthday',
      ],
      headlines: ['Happy Birthday', 'Cheers to You', 'Make a Wish'],
      hindi: ['जन्मदिन की हार्दिक शुभकामनाएँ', 'जन्मदिन मुबारक हो'],
      hindiFirst: 0.3,
      kickers: ['Wishing you a very', 'It’s your special day', 'Let’s celebrate'],
      bodies: [
        'May your day be filled with laughter, cake and people who love you.',
        'Another year of amazing you. Have the best birthday ever!',
        'आपका जन्मदिन खुशियों और मुस्कानों से भरा हो।',
      ],
      ctas: ['Have a blast!', 'Birthday cakes to order', 'Celebrate with us'],
      styles: [
        style('Candle Cake', 'cake', ['partyPink', 'candy', 'tealJoy'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['radialGlow', 'sunburst'],
          particles: ['confetti'],
          type: ['script', 'display'],
        }),
        style('Balloon Party', 'balloons', ['candy', 'partyPink', 'royalPurple'], {
          layouts: ['centerFrame', 'card'],
          backgrounds: ['radialGlow', 'mesh'],
          particles: ['confetti', 'sparkles'],
          type: ['script', 'display'],
        }),
      ],
    },
    {
      key: 'anniversary-wishes',
      name: 'Anniversary Wishes',
      images: 8,
      videos: 0,
      titles: [
        'Happy Anniversary Wishes',
        'सालगिरह मुबारक',
        'Wedding Anniversary',
        'Together Forever',
      ],
      headlines: ['Happy Anniversary', 'Together Forever', 'Cheers to Love'],
      hindi: ['सालगिरह मुबारक', 'शादी की सालगिरह की शुभकामनाएँ'],
      hindiFirst: 0.3,
      kickers: ['To a lovely couple', 'Celebrating years of love', 'With warm wishes'],
      bodies: [
        'May your love grow stronger with every passing year.',
        'Wishing you a lifetime of love, laughter and happily ever after.',
      ],
      ctas: ['Celebrate with us', 'Book a candlelight dinner'],
      styles: [
        style('Champagne Hearts', 'hearts', ['champagne', 'rosePink', 'royalMaroon'], {
          layouts: ['card', 'centerFrame'],
          backgrounds: ['radialGlow', 'paper'],
          frames: ['goldBorder', 'none'],
          particles: ['sparkles'],
          type: ['script', 'serif'],
        }),
        style('Rose Garden', 'flowers', ['rosePink', 'champagne'], {
          layouts: ['centerFrame'],
          backgrounds: ['radialGlow'],
          particles: ['petals'],
          type: ['script'],
        }),
      ],
    },
    {
      key: 'congratulations',
      name: 'Congratulations',
      images: 8,
      videos: 0,
      titles: ['Congratulations Wishes', 'बहुत बहुत बधाई', 'Well Done Greetings', 'Proud of You'],
      headlines: ['Congratulations!', 'Well Done', 'Proud of You'],
      hindi: ['बहुत बहुत बधाई', 'हार्दिक बधाई'],
      hindiFirst: 0.3,
      kickers: ['On your success', 'A big cheer for you', 'You did it'],
      bodies: [
        'Your hard work has paid off. Wishing you many more milestones ahead!',
        'Here’s to your success and the many achievements still to come.',
      ],
      ctas: ['Keep shining', 'Cheers!'],
      styles: [
        style('Winner’s Trophy', 'trophy', ['blackGold', 'royalPurple', 'tealJoy'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['sunburst', 'radialGlow'],
          particles: ['confetti'],
          type: ['display', 'script'],
        }),
        style('Confetti Cheers', 'balloons', ['tealJoy', 'candy'], {
          layouts: ['centerFrame', 'card'],
          backgrounds: ['radialGlow'],
          particles: ['confetti'],
          type: ['display'],
        }),
      ],
    },
  ],
};

export const HEALTH: CategorySpec = {
  key: 'health-fitness',
  name: 'Health & Fitness',
  subCategories: [
    {
      key: 'yoga-day',
      name: 'Yoga Day',
      images: 8,
      videos: 0,
      titles: ['International Yoga Day', 'योग दिवस', 'Yoga for Wellness', 'Mindful Yoga'],
      headlines: ['International Yoga Day', 'Breathe. Stretch. Relax.', 'Yoga for Life'],
      hindi: ['अंतरराष्ट्रीय योग दिवस', 'करें योग, रहें निरोग'],
      hindiFirst: 0.3,
      kickers: ['21st June', 'Balance your mind and body', 'Find your calm'],
      bodies: [
        'Yoga is the journey of the self, through the self, to the self.',
        'Join our free community yoga session at sunrise this Sunday.',
      ],
      ctas: ['Join a free class', 'Register now', 'Namaste'],
      styles: [
        style('Lotus Calm', 'lotus', ['zenGreen', 'calmBlue', 'peachSunrise'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['radialGlow', 'linear'],
          particles: ['none', 'bokeh'],
          type: ['serif', 'bold'],
        }),
        style('Sunrise Asana', 'sunrise', ['peachSunrise', 'zenGreen'], {
          layouts: ['heroBottom'],
          backgrounds: ['linear'],
          type: ['bold'],
        }),
      ],
    },
    {
      key: 'gym-fitness',
      name: 'Gym & Fitness',
      images: 8,
      videos: 1,
      titles: ['Gym Membership Offer', 'Fitness Motivation', 'No Pain No Gain', 'Join Our Gym'],
      headlines: ['No Pain, No Gain', 'Train Insane', 'Get Fit Today', 'Stronger Every Day'],
      hindi: ['फिटनेस ही असली दौलत है', 'आज से शुरुआत करें'],
      hindiFirst: 0.15,
      kickers: ['New batch starting', 'Personal training available', 'Transform in 90 days'],
      bodies: [
        'Modern equipment, certified trainers and diet plans. First week free!',
        'Your body can stand almost anything. It’s your mind you have to convince.',
      ],
      ctas: ['Join Now', 'Book a Free Trial', 'Call Us Today'],
      badges: [{ top: 'Flat', big: '40%', bottom: 'Off' }],
      styles: [
        style('Iron Pump', 'dumbbell', ['gymBlack', 'energyOrange', 'charcoalGold'], {
          layouts: ['side', 'heroBottom', 'offer'],
          backgrounds: ['diagonal', 'linear'],
          particles: ['none', 'sparkles'],
          type: ['display'],
        }),
      ],
    },
    {
      key: 'health-tips',
      name: 'Health Tips',
      images: 8,
      videos: 0,
      titles: ['Daily Health Tip', 'स्वस्थ रहें, मस्त रहें', 'Heart Health Awareness', 'Wellness Tip'],
      headlines: ['Health Tip of the Day', 'Healthy Heart, Happy Life', 'Drink More Water'],
      hindi: ['स्वस्थ रहें, मस्त रहें', 'सेहत ही सबसे बड़ा धन है'],
      hindiFirst: 0.3,
      kickers: ['Wellness tip', 'Take care of yourself', 'Doctor recommends'],
      bodies: [
        'Walk 30 minutes a day, sleep 7 hours and drink 8 glasses of water.',
        'Regular check-ups catch problems early. Book your full body check-up today.',
      ],
      ctas: ['Book an Appointment', 'Consult Now', 'Stay healthy'],
      styles: [
        style('Heartbeat', 'heartPulse', ['calmBlue', 'mintFresh', 'zenGreen'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['radialGlow', 'paper'],
          type: ['bold', 'display'],
        }),
      ],
    },
  ],
};

export const EDUCATION: CategorySpec = {
  key: 'education',
  name: 'Education',
  subCategories: [
    {
      key: 'admissions-open',
      name: 'Admissions Open',
      images: 8,
      videos: 0,
      titles: ['Admissions Open 2025-26', 'प्रवेश प्रारंभ', 'School Admission Notice', 'Enrol Now'],
      headlines: ['Admissions Open', 'Enrol Now', 'Now Admitting'],
      hindi: ['प्रवेश प्रारंभ', 'एडमिशन ओपन'],
      hindiFirst: 0.25,
      kickers: ['Session 2025-26', 'Nursery to Class 12', 'Limited seats'],
      bodies: [
        'Smart classrooms, experienced faculty, sports and transport facility.',
        'CBSE curriculum with labs, library and activity-based learning.',
      ],
      ctas: ['Apply Today', 'Visit the Campus', 'Call for Details'],
      styles: [
        style('Book Stack', 'books', ['schoolBlue', 'notebook', 'chalkboard'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['diagonal', 'linear', 'paper'],
          frames: ['none', 'dots'],
          type: ['display', 'bold'],
        }),
        style('Graduation Day', 'gradCap', ['schoolBlue', 'navyGold'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['radialGlow'],
          particles: ['sparkles'],
          type: ['display', 'serif'],
        }),
      ],
    },
    {
      key: 'coaching-classes',
      name: 'Coaching Classes',
      images: 8,
      videos: 0,
      titles: [
        'Coaching Classes Admission',
        'JEE & NEET Coaching',
        'Tuition Classes',
        'कोचिंग क्लासेस',
      ],
      headlines: ['New Batch Starting', 'JEE & NEET Coaching', 'Tuition Classes'],
      hindi: ['नया बैच शुरू', 'कोचिंग क्लासेस'],
      hindiFirst: 0.2,
      kickers: ['Classes 9 to 12', 'Expert faculty', 'Small batches'],
      bodies: [
        'Weekly tests, doubt sessions and study material included. Demo class free.',
        'Maths, Physics, Chemistry and Biology by experienced teachers.',
      ],
      ctas: ['Book a Demo Class', 'Register Now', 'Call Today'],
      styles: [
        style('Chalkboard', 'books', ['chalkboard', 'notebook'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['linear', 'paper'],
          type: ['display', 'modern'],
        }),
        style('Top Rank', 'trophy', ['schoolBlue', 'chalkboard'], {
          layouts: ['side', 'heroBottom'],
          backgrounds: ['diagonal'],
          particles: ['sparkles'],
          type: ['display'],
        }),
      ],
    },
    {
      key: 'exam-wishes',
      name: 'Exam Wishes',
      images: 8,
      videos: 0,
      titles: [
        'Best of Luck for Exams',
        'परीक्षा के लिए शुभकामनाएँ',
        'Exam Good Luck Wishes',
        'Results Day Wishes',
      ],
      headlines: ['Best of Luck', 'You’ve Got This', 'All the Best for Exams'],
      hindi: ['परीक्षा के लिए शुभकामनाएँ', 'ऑल द बेस्ट'],
      hindiFirst: 0.3,
      kickers: ['To all our students', 'Stay calm and confident', 'Board exams'],
      bodies: [
        'Believe in your preparation. Stay calm, sleep well and give your best.',
        'Success comes to those who prepare for it. Best wishes for your exams!',
      ],
      ctas: ['You can do it!', 'Study smart'],
      styles: [
        style('Scholar Cap', 'gradCap', ['notebook', 'schoolBlue', 'tealJoy'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['paper', 'radialGlow'],
          particles: ['sparkles', 'none'],
          type: ['display', 'script'],
        }),
      ],
    },
  ],
};
