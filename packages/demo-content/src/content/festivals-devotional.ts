import { type SubCategorySpec, style } from './spec';

// Festivals of devotion, Vasant Panchami to Janmashtami. Small sets: the festival calendar
// links them.

export const VASANT_PANCHAMI: SubCategorySpec = {
  key: 'vasant-panchami',
  name: 'Vasant Panchami',
  images: 5,
  videos: 0,
  titles: ['Happy Vasant Panchami', 'वसंत पंचमी की शुभकामनाएँ', 'Saraswati Puja Wishes'],
  headlines: ['Happy Vasant Panchami', 'Happy Basant Panchami', 'Saraswati Puja Blessings'],
  hindi: ['वसंत पंचमी की हार्दिक शुभकामनाएँ', 'जय माँ सरस्वती', 'सरस्वती पूजा की शुभकामनाएँ'],
  hindiFirst: 0.35,
  kickers: ['Welcome, spring', 'Blessings of Maa Saraswati', 'Wishing you a bright'],
  bodies: [
    'May Maa Saraswati bless you with wisdom, knowledge and the gift of learning.',
    'Yellow blooms, bright kites and a fresh start: happy Vasant Panchami!',
    'माँ सरस्वती आपको विद्या, बुद्धि और ज्ञान का आशीर्वाद दें।',
  ],
  ctas: ['Celebrate with us', 'Spring offers inside', 'Start your learning journey'],
  styles: [
    style('Saraswati Lotus', 'lotus', ['marigold', 'champagne', 'turmeric'], {
      layouts: ['heroBottom', 'side'],
      frames: ['none', 'goldBorder'],
      particles: ['petals', 'sparkles'],
      type: ['serif', 'script'],
    }),
    style('Spring Blossoms', 'flowers', ['marigold', 'meadow', 'champagne'], {
      layouts: ['card'],
      backgrounds: ['radialGlow', 'paper'],
      particles: ['petals'],
      type: ['script', 'bold'],
    }),
  ],
};

export const MAHA_SHIVARATRI: SubCategorySpec = {
  key: 'maha-shivaratri',
  name: 'Maha Shivaratri',
  images: 5,
  videos: 0,
  titles: ['Maha Shivaratri Wishes', 'महाशिवरात्रि की शुभकामनाएँ', 'Har Har Mahadev'],
  headlines: ['Happy Maha Shivaratri', 'Har Har Mahadev', 'Om Namah Shivaya'],
  hindi: ['महाशिवरात्रि की हार्दिक शुभकामनाएँ', 'हर हर महादेव', 'ॐ नमः शिवाय'],
  hindiFirst: 0.45,
  kickers: ['On the great night of Shiva', 'With the blessings of Mahadev', 'A night of devotion'],
  bodies: [
    'May Lord Shiva bless you with strength, peace and the courage to overcome every obstacle.',
    'On this sacred night, may Mahadev fill your life with devotion and calm.',
    'भोलेनाथ की कृपा आप पर और आपके परिवार पर सदा बनी रहे।',
  ],
  ctas: ['Har Har Mahadev', 'Celebrate with us', 'Puja samagri available'],
  styles: [
    style('Sacred Night', 'nightSky', ['nightIndigo', 'lavenderNight', 'midnightGold'], {
      layouts: ['heroTop', 'side', 'heroBottom'],
      backgrounds: ['radialGlow', 'linear'],
      particles: ['stars'],
      type: ['serif', 'bold'],
    }),
    style('Night Vigil Diyas', 'diyas', ['midnightGold', 'nightIndigo', 'peacockTeal'], {
      layouts: ['heroBottom'],
      frames: ['goldBorder', 'none'],
      particles: ['sparkles', 'stars'],
      type: ['serif', 'bold'],
    }),
  ],
};

export const RAM_NAVAMI: SubCategorySpec = {
  key: 'ram-navami',
  name: 'Ram Navami',
  images: 5,
  videos: 0,
  titles: ['Happy Ram Navami', 'राम नवमी की शुभकामनाएँ', 'Jai Shri Ram', 'Shri Ram Janmotsav'],
  headlines: ['Happy Ram Navami', 'Jai Shri Ram', 'Shubh Ram Navami'],
  hindi: ['राम नवमी की हार्दिक शुभकामनाएँ', 'जय श्री राम', 'श्री राम जन्मोत्सव की शुभकामनाएँ'],
  hindiFirst: 0.45,
  kickers: ['Celebrating the birth of Lord Ram', 'With the blessings of Shri Ram', 'Wishing you a'],
  bodies: [
    'May Lord Ram bless you with truth, courage and a life of righteousness.',
    'May the blessings of Shri Ram bring peace, joy and prosperity to your home.',
    'प्रभु श्री राम आपके जीवन को सुख, शांति और समृद्धि से भर दें।',
  ],
  ctas: ['Jai Shri Ram', 'Celebrate with us', 'Festive offers inside'],
  styles: [
    style('Divine Bow', 'bowArrow', ['saffronDusk', 'royalMaroon', 'marigold'], {
      layouts: ['heroBottom', 'side'],
      frames: ['toran', 'goldBorder'],
      particles: ['petals', 'sparkles'],
      type: ['bold', 'serif'],
    }),
    style('Saffron Diyas', 'diyas', ['saffronDusk', 'marigold'], {
      layouts: ['heroBottom'],
      frames: ['toran', 'none'],
      particles: ['petals'],
      type: ['bold', 'serif'],
    }),
  ],
};

export const JANMASHTAMI: SubCategorySpec = {
  key: 'janmashtami',
  name: 'Janmashtami',
  images: 5,
  videos: 0,
  titles: ['Happy Janmashtami', 'जन्माष्टमी की शुभकामनाएँ', 'Krishna Janmashtami Wishes'],
  headlines: ['Happy Janmashtami', 'Jai Shri Krishna', 'Happy Krishna Janmashtami'],
  hindi: ['कृष्ण जन्माष्टमी की हार्दिक शुभकामनाएँ', 'जय श्री कृष्ण', 'नंद के आनंद भयो, जय कन्हैया लाल की'],
  hindiFirst: 0.45,
  kickers: ['Welcoming Kanha', 'With the blessings of Shri Krishna', 'Wishing you a joyful'],
  bodies: [
    'May Lord Krishna fill your life with love, joy and the sweetness of makhan-mishri.',
    'May the melody of Kanha’s flute bring peace and happiness to your home.',
    'श्री कृष्ण आपके जीवन में प्रेम, खुशियाँ और समृद्धि लाएँ।',
  ],
  ctas: ['Jai Shri Krishna', 'Celebrate with us', 'Festive sweets available'],
  styles: [
    style('Flute & Feather', 'flute', ['peacockTeal', 'midnightGold', 'royalPurple'], {
      layouts: ['heroBottom', 'heroTop'],
      frames: ['none', 'goldBorder'],
      particles: ['sparkles'],
      type: ['script', 'serif'],
    }),
    style('Peacock Mandala', 'rangoli', ['peacockTeal', 'midnightGold'], {
      layouts: ['centerFrame', 'card'],
      frames: ['goldBorder', 'none'],
      particles: ['sparkles'],
      type: ['serif', 'script'],
    }),
  ],
};

export const GURU_PURNIMA: SubCategorySpec = {
  key: 'guru-purnima',
  name: 'Guru Purnima',
  images: 5,
  videos: 0,
  titles: ['Happy Guru Purnima', 'गुरु पूर्णिमा की शुभकामनाएँ', 'Guru Purnima Wishes'],
  headlines: ['Happy Guru Purnima', 'Guru Purnima Blessings', 'Gratitude to Our Gurus'],
  hindi: [
    'गुरु पूर्णिमा की हार्दिक शुभकामनाएँ',
    'गुरुर्ब्रह्मा गुरुर्विष्णुः गुरुर्देवो महेश्वरः',
    'सभी गुरुजनों को सादर प्रणाम',
  ],
  hindiFirst: 0.4,
  kickers: ['On this full-moon day', 'With gratitude to every guru', 'Wishing you a blessed'],
  bodies: [
    'To every teacher, mentor and guide who lit our way: thank you, and pranam.',
    'May the blessings of your gurus guide you to wisdom and success.',
    'गुरु के ज्ञान का प्रकाश आपके जीवन को सदा रोशन रखे।',
  ],
  ctas: ['Celebrate with us', 'Thank your guru today', 'Wishing you wisdom'],
  styles: [
    style('Guru’s Full Moon', 'fullMoon', ['nightIndigo', 'lavenderNight', 'midnightGold'], {
      layouts: ['heroTop', 'side', 'heroBottom'],
      frames: ['none', 'goldBorder'],
      particles: ['stars'],
      type: ['serif', 'script'],
    }),
    style('Lotus of Wisdom', 'lotus', ['champagne', 'marigold'], {
      layouts: ['heroBottom', 'side'],
      particles: ['petals', 'none'],
      type: ['serif', 'bold'],
    }),
  ],
};
