import { type SubCategorySpec, style } from './spec';

// The year's harvest festivals, each with its own region's greeting. A small set of designs
// each: the festival calendar links them so its days show ready creatives.

export const LOHRI: SubCategorySpec = {
  key: 'lohri',
  name: 'Lohri',
  images: 5,
  videos: 0,
  titles: ['Happy Lohri Wishes', 'लोहड़ी की लख-लख बधाइयाँ', 'Lohri Bonfire Greetings'],
  headlines: ['Happy Lohri', 'Lohri Diyan Lakh Lakh Vadhaiyan', 'Warm Wishes on Lohri'],
  hindi: ['लोहड़ी की लख-लख बधाइयाँ', 'हैप्पी लोहड़ी', 'लोहड़ी की हार्दिक शुभकामनाएँ'],
  hindiFirst: 0.35,
  kickers: ['Around the bonfire', 'Wishing you a warm', 'Rewri, gajak and joy'],
  bodies: [
    'May the Lohri bonfire burn away your worries and fill your home with warmth and joy.',
    'Rewri, gajak, popcorn and bhangra: wishing you a harvest season full of happiness.',
    'लोहड़ी की पावन अग्नि आपके जीवन में सुख और समृद्धि लाए।',
  ],
  ctas: ['Celebrate with us', 'Lohri sweets in store', 'Order rewri and gajak'],
  styles: [
    style('Bonfire Night', 'bonfire', ['royalMaroon', 'midnightGold', 'saffronDusk'], {
      layouts: ['heroBottom', 'side'],
      frames: ['none', 'goldBorder'],
      particles: ['sparkles'],
      type: ['script', 'bold'],
    }),
    style('Harvest Fire', 'bonfire', ['marigold', 'peachSunrise'], {
      layouts: ['heroBottom'],
      frames: ['toran', 'none'],
      particles: ['none', 'petals'],
      type: ['bold', 'display'],
    }),
  ],
};

export const PONGAL: SubCategorySpec = {
  key: 'pongal',
  name: 'Pongal',
  images: 5,
  videos: 0,
  titles: ['Happy Pongal Wishes', 'पोंगल की शुभकामनाएँ', 'Thai Pongal Greetings'],
  headlines: ['Happy Pongal', 'Pongalo Pongal!', 'Happy Thai Pongal'],
  hindi: ['पोंगल की हार्दिक शुभकामनाएँ', 'हैप्पी पोंगल'],
  hindiFirst: 0.25,
  kickers: [
    'Sweet as sakkarai pongal',
    'Wishing you a bountiful',
    'Thanking the Sun and the harvest',
  ],
  bodies: [
    'May the pot of pongal overflow with happiness, health and prosperity in your home.',
    'As we thank the Sun and the harvest, may your year be as sweet as sugarcane.',
    'पोंगल का यह पर्व आपके घर में खुशहाली और समृद्धि लाए।',
  ],
  ctas: ['Celebrate with us', 'Festive offers inside', 'Pongal specials in store'],
  styles: [
    style('Harvest Sun', 'sunrise', ['marigold', 'peachSunrise', 'turmeric'], {
      layouts: ['heroBottom', 'heroTop'],
      frames: ['toran', 'none'],
      particles: ['petals', 'none'],
      type: ['bold', 'serif'],
    }),
    style('Kolam Colours', 'rangoli', ['marigold', 'saffronDusk', 'royalMaroon'], {
      layouts: ['centerFrame', 'card'],
      frames: ['none', 'goldBorder'],
      particles: ['petals', 'sparkles'],
      type: ['bold', 'script'],
    }),
  ],
};

export const BAISAKHI: SubCategorySpec = {
  key: 'baisakhi',
  name: 'Baisakhi',
  images: 5,
  videos: 0,
  titles: ['Happy Baisakhi', 'बैसाखी की लख-लख बधाइयाँ', 'Vaisakhi Greetings'],
  headlines: ['Happy Baisakhi', 'Happy Vaisakhi', 'Celebrate the Harvest'],
  hindi: ['बैसाखी की लख-लख बधाइयाँ', 'बैसाखी की हार्दिक शुभकामनाएँ', 'हैप्पी बैसाखी'],
  hindiFirst: 0.35,
  kickers: ['Golden fields, happy hearts', 'Wishing you a joyful', 'Time for bhangra'],
  bodies: [
    'May the golden harvest fill your home with joy, prosperity and good health.',
    'Dhol, bhangra and golden fields of wheat: wishing you a very happy Baisakhi!',
    'On the day the Khalsa was founded, wishing you strength, faith and joy.',
    'बैसाखी का यह पर्व आपके जीवन में खुशहाली और तरक्की लाए।',
  ],
  ctas: ['Celebrate with us', 'Baisakhi offers inside', 'Festive menu now live'],
  styles: [
    style('Harvest Sunrise', 'sunrise', ['marigold', 'turmeric', 'peachSunrise'], {
      layouts: ['heroBottom', 'heroTop'],
      frames: ['toran', 'none'],
      particles: ['petals', 'none'],
      type: ['bold', 'display'],
    }),
    style('Phulkari Blooms', 'flowers', ['saffronDusk', 'royalMaroon', 'marigold'], {
      layouts: ['card'],
      frames: ['none', 'dots'],
      particles: ['confetti', 'petals'],
      type: ['display', 'script'],
    }),
  ],
};

export const ONAM: SubCategorySpec = {
  key: 'onam',
  name: 'Onam',
  images: 5,
  videos: 0,
  titles: ['Happy Onam Wishes', 'ओणम की शुभकामनाएँ', 'Onam Greetings', 'Pookalam Wishes'],
  headlines: ['Happy Onam', 'Onashamsakal', 'Happy Thiruvonam'],
  hindi: ['ओणम की हार्दिक शुभकामनाएँ', 'हैप्पी ओणम'],
  hindiFirst: 0.2,
  kickers: ['Welcoming King Mahabali', 'Wishing you a joyful', 'Flowers, feasts and family'],
  bodies: [
    'May this Onam bring prosperity, happiness and a grand sadya to your home.',
    'As we welcome King Mahabali, may your home bloom like a pookalam.',
    'ओणम का यह पर्व आपके जीवन में खुशियाँ और समृद्धि लाए।',
  ],
  ctas: ['Celebrate with us', 'Onam offers inside', 'Book your Onam sadya'],
  styles: [
    style('Pookalam', 'rangoli', ['marigold', 'freshGreen', 'saffronDusk'], {
      layouts: ['centerFrame', 'card'],
      frames: ['none', 'goldBorder'],
      particles: ['petals'],
      type: ['bold', 'script'],
    }),
    style('Floral Carpet', 'flowers', ['meadow', 'marigold'], {
      layouts: ['card'],
      backgrounds: ['radialGlow', 'paper'],
      particles: ['petals', 'none'],
      type: ['script', 'serif'],
    }),
  ],
};
