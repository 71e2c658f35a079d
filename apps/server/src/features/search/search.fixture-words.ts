/**
 * Word lists for generated catalogs: what an Indian small business shares (festivals,
 * greetings, offers, property, food, national days), in English, transliterated Hindi and
 * Devanagari. Sub-category name → the phrases its titles start from.
 */
export const CATALOG_WORDS: Record<string, Record<string, string[]>> = {
  Festivals: {
    Diwali: [
      'Happy Diwali',
      'Shubh Deepavali',
      'शुभ दीपावली',
      'Diwali Dhamaka Sale',
      'Diwali Diyas',
    ],
    Holi: ['Happy Holi', 'Holi Hai', 'होली की शुभकामनाएं', 'Rang Barse Holi', 'Holi Colour Splash'],
    Navratri: ['Happy Navratri', 'Navratri Garba Night', 'Jai Mata Di', 'नवरात्रि की शुभकामनाएं'],
    'Ganesh Chaturthi': ['Ganpati Bappa Morya', 'Happy Ganesh Chaturthi', 'गणेश चतुर्थी'],
    'Raksha Bandhan': ['Happy Raksha Bandhan', 'Rakhi Special Offer', 'रक्षाबंधन'],
    Eid: ['Eid Mubarak', 'Ramadan Kareem', 'Eid ul Fitr Greetings'],
    Christmas: ['Merry Christmas', 'Christmas Sale', 'Happy New Year'],
  },
  Greetings: {
    'Good Morning': ['Good Morning', 'Good Morning Sunshine', 'सुप्रभात', 'Suprabhat', 'Morning Tea'],
    'Good Night': ['Good Night', 'Sweet Dreams', 'शुभ रात्रि', 'Shubh Ratri'],
    'Weekend Wishes': ['Happy Sunday', 'Happy Weekend', 'Hello Monday'],
    'Thank You': ['Thank You Customers', 'Thanks for Shopping', 'धन्यवाद'],
  },
  Motivational: {
    'Motivational Quotes': ['Motivational Quote', 'Never Give Up', 'Believe in Yourself'],
    'Success Quotes': ['Success Mantra', 'Hard Work Pays Off', 'Keep Going'],
    'Hindi Suvichar': ['आज का सुविचार', 'Aaj Ka Suvichar', 'Suvichar'],
    'Spiritual Thoughts': ['Gita Saar', 'Radhe Radhe', 'Om Namah Shivaya'],
  },
  Business: {
    'Offers & Sales': ['Flat 50% Off', 'Mega Sale', 'Buy 1 Get 1 Free', 'Clearance Sale'],
    'Grand Opening': ['Grand Opening', 'Now Open', 'Inauguration Invite', 'New Store Launch'],
    'Business Tips': ['Small Business Tips', 'Grow Your Business', 'Digital Marketing Tips'],
    Hiring: ['We Are Hiring', 'Join Our Team', 'Job Vacancy'],
  },
  'Real Estate': {
    'Property for Sale': [
      '2 BHK Flat for Sale',
      '3 BHK Apartment',
      'Plot for Sale',
      'Luxury Villa',
    ],
    'Home Loans': ['Home Loan Offer', 'Low Interest Home Loan', 'Easy EMI'],
    Rentals: ['Flat for Rent', 'Office Space for Rent', 'PG Available'],
    'Site Visit': ['Book a Site Visit', 'Possession Ready', 'Bhoomi Pujan'],
  },
  'Food & Restaurants': {
    'Restaurant Offers': ['Restaurant Offer', 'Weekend Buffet', 'Family Dinner Combo'],
    Cafe: ['Coffee Time', 'Cafe Opening', 'Chai Lovers'],
    Sweets: ['Mithai Box', 'Kaju Katli Special', 'मिठाई'],
    'Food Delivery': ['Order Online', 'Free Home Delivery', 'Pizza Party'],
  },
  'Birthdays & Weddings': {
    'Birthday Wishes': ['Happy Birthday', 'जन्मदिन की शुभकामनाएं', 'Birthday Celebration'],
    'Anniversary Wishes': ['Happy Anniversary', 'Wedding Anniversary', 'Shaadi ki Salgirah'],
    Wedding: ['Wedding Invitation', 'Shubh Vivah', 'Save the Date'],
    'Baby Shower': ['Baby Shower Invite', 'Welcome Baby', 'Naamkaran'],
  },
  'National Days': {
    'Independence Day': ['Happy Independence Day', 'स्वतंत्रता दिवस', '15 August'],
    'Republic Day': ['Happy Republic Day', 'गणतंत्र दिवस', '26 January'],
    'Gandhi Jayanti': ['Gandhi Jayanti', 'Bapu Quotes', 'Ahimsa'],
    'Teachers Day': ['Happy Teachers Day', 'Guru Purnima'],
  },
  'Health & Fitness': {
    'Yoga Day': ['International Yoga Day', 'Yoga for Health', 'योग दिवस'],
    'Gym & Fitness': ['Gym Membership Offer', 'Fitness Challenge', 'Workout Motivation'],
    'Doctors & Clinics': ['Free Health Checkup', 'Doctors Day', 'Dental Clinic'],
    Ayurveda: ['Ayurvedic Remedies', 'Immunity Booster', 'Herbal Care'],
  },
  'Harvest Festivals': {
    'Makar Sankranti': ['Happy Makar Sankranti', 'Kite Festival', 'Uttarayan'],
    Pongal: ['Happy Pongal', 'Pongal O Pongal', 'Thai Pongal'],
    Onam: ['Happy Onam', 'Onam Sadhya', 'ओणम'],
    Lohri: ['Happy Lohri', 'Happy Baisakhi', 'लोहड़ी'],
  },
};

/** Before the phrase, sometimes. */
export const STYLES = [
  'Elegant',
  'Modern',
  'Minimal',
  'Traditional',
  'Colourful',
  'Golden',
  'Premium',
  'Floral',
];
/** After the phrase, usually. */
export const KINDS = [
  'Wishes',
  'Greetings',
  'Post',
  'Status',
  'Story',
  'Poster',
  'Banner',
  'Card',
  'Template',
  'Message',
  'Reel',
];
/** Who the design is for, sometimes. */
export const AUDIENCES = [
  'for Shops',
  'for Jewellers',
  'for Restaurants',
  'for Boutiques',
  'for Real Estate Agents',
  'for Doctors',
  'for Gyms',
  'for Salons',
  'for Kirana Stores',
  'for Sweet Shops',
  'for CA Firms',
  'for Coaching Classes',
];
