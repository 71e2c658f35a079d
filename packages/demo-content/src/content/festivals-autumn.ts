import { type SubCategorySpec, style } from './spec';

// The autumn run from Dussehra to Chhath, around Diwali. Each is its own occasion with its own
// greeting, so each gets its own small set (Dhanteras and Bhai Dooj are not "Happy Diwali").

export const DUSSEHRA: SubCategorySpec = {
  key: 'dussehra',
  name: 'Dussehra',
  images: 5,
  videos: 0,
  titles: ['Happy Dussehra Wishes', 'दशहरे की शुभकामनाएँ', 'Vijayadashami Greetings'],
  headlines: ['Happy Dussehra', 'Happy Vijayadashami', 'Good Triumphs Over Evil'],
  hindi: ['दशहरे की हार्दिक शुभकामनाएँ', 'विजयादशमी की हार्दिक शुभकामनाएँ', 'बुराई पर अच्छाई की जीत'],
  hindiFirst: 0.4,
  kickers: [
    'Victory of good over evil',
    'Wishing you a victorious',
    'Celebrate the triumph of truth',
  ],
  bodies: [
    'May the victory of good over evil inspire you to walk the path of truth.',
    'May Lord Ram’s blessings bring you success, courage and happiness this Dussehra.',
    'दशहरे का यह पावन पर्व आपके जीवन में सुख, समृद्धि और विजय लाए।',
  ],
  ctas: ['Dussehra offers live now', 'Celebrate with us', 'Shop the festive sale'],
  styles: [
    style('Victory Bow', 'bowArrow', ['royalMaroon', 'saffronDusk', 'midnightGold'], {
      layouts: ['heroBottom', 'side'],
      frames: ['toran', 'goldBorder'],
      particles: ['sparkles', 'petals'],
      type: ['bold', 'serif'],
    }),
    style('Ravan Dahan', 'bonfire', ['midnightGold', 'nightIndigo', 'royalMaroon'], {
      layouts: ['heroBottom', 'side'],
      frames: ['none', 'goldBorder'],
      particles: ['sparkles'],
      type: ['display', 'bold'],
    }),
  ],
};

export const KARWA_CHAUTH: SubCategorySpec = {
  key: 'karwa-chauth',
  name: 'Karwa Chauth',
  images: 5,
  videos: 0,
  titles: ['Happy Karwa Chauth', 'करवा चौथ की शुभकामनाएँ', 'Karwa Chauth Wishes'],
  headlines: ['Happy Karwa Chauth', 'Blessings of the Moon', 'Together Forever'],
  hindi: ['करवा चौथ की हार्दिक शुभकामनाएँ', 'अखंड सौभाग्य की शुभकामनाएँ', 'हैप्पी करवा चौथ'],
  hindiFirst: 0.4,
  kickers: ['Under the moonlit sky', 'For a lifetime together', 'With love and devotion'],
  bodies: [
    'May the moon shower its blessings on your love and your togetherness last forever.',
    'Wishing every couple a lifetime of love, trust and togetherness this Karwa Chauth.',
    'चाँद की रोशनी आपके रिश्ते को प्रेम और विश्वास से सदा रोशन रखे।',
  ],
  ctas: ['Celebrate with us', 'Mehendi bookings open', 'Karwa Chauth offers inside'],
  styles: [
    style('Moonrise', 'fullMoon', ['royalMaroon', 'nightIndigo', 'midnightGold'], {
      layouts: ['heroTop', 'side', 'heroBottom'],
      frames: ['none', 'goldBorder'],
      particles: ['stars', 'sparkles'],
      type: ['script', 'serif'],
    }),
    style('Love & Devotion', 'hearts', ['rosePink', 'royalMaroon'], {
      layouts: ['card', 'centerFrame'],
      particles: ['sparkles'],
      type: ['script', 'serif'],
    }),
  ],
};

export const DHANTERAS: SubCategorySpec = {
  key: 'dhanteras',
  name: 'Dhanteras',
  images: 5,
  videos: 0,
  titles: ['Happy Dhanteras', 'धनतेरस की शुभकामनाएँ', 'Dhanteras Wishes', 'Shubh Dhanteras'],
  headlines: ['Happy Dhanteras', 'Shubh Dhanteras', 'Wealth & Wellness'],
  hindi: ['धनतेरस की हार्दिक शुभकामनाएँ', 'शुभ धनतेरस', 'माँ लक्ष्मी की कृपा बनी रहे'],
  hindiFirst: 0.4,
  kickers: ['Wishing you prosperity this', 'Gold, blessings and joy', 'The Diwali season begins'],
  bodies: [
    'May Goddess Lakshmi and Lord Dhanvantari bless you with wealth and good health.',
    'May your home shine with prosperity, and your year with new beginnings.',
    'धनतेरस के इस पावन अवसर पर आपके घर धन और आरोग्य की वर्षा हो।',
  ],
  ctas: ['Dhanteras offers live now', 'Shop gold and silver', 'Visit us this Dhanteras'],
  styles: [
    style('Golden Diyas', 'diyas', ['midnightGold', 'royalMaroon', 'blackGold'], {
      layouts: ['heroBottom'],
      frames: ['goldBorder', 'toran'],
      particles: ['sparkles'],
      type: ['serif', 'script'],
    }),
    style('Festive Shopping', 'shoppingBags', ['blackGold', 'royalMaroon'], {
      layouts: ['heroBottom', 'side'],
      frames: ['none', 'goldBorder'],
      particles: ['sparkles'],
      type: ['display', 'serif'],
    }),
  ],
};

export const BHAI_DOOJ: SubCategorySpec = {
  key: 'bhai-dooj',
  name: 'Bhai Dooj',
  images: 5,
  videos: 0,
  titles: ['Happy Bhai Dooj', 'भाई दूज की शुभकामनाएँ', 'Bhai Dooj Wishes', 'Bhau Beej Greetings'],
  headlines: ['Happy Bhai Dooj', 'Happy Bhau Beej', 'A Bond of Love'],
  hindi: ['भाई दूज की हार्दिक शुभकामनाएँ', 'हैप्पी भाई दूज', 'भाई-बहन का प्यार सदा बना रहे'],
  hindiFirst: 0.4,
  kickers: ['Celebrating brothers and sisters', 'With a tilak of love', 'Wishing you a joyful'],
  bodies: [
    'A tilak of love, a prayer for long life and a bond that grows stronger every year.',
    'May the bond between brother and sister stay sweet, strong and full of laughter.',
    'भाई दूज का यह पावन पर्व आपके रिश्ते को और मज़बूत करे।',
  ],
  ctas: ['Gifts for your sibling', 'Celebrate with us', 'Festive sweets available'],
  styles: [
    style('Tilak Diyas', 'diyas', ['rosePink', 'marigold', 'royalMaroon'], {
      layouts: ['heroBottom'],
      frames: ['toran', 'none'],
      particles: ['petals', 'sparkles'],
      type: ['script', 'bold'],
    }),
    style('Sibling Love', 'hearts', ['rosePink', 'candy'], {
      layouts: ['card', 'centerFrame'],
      particles: ['sparkles'],
      type: ['script'],
    }),
  ],
};

export const CHHATH_PUJA: SubCategorySpec = {
  key: 'chhath-puja',
  name: 'Chhath Puja',
  images: 5,
  videos: 0,
  titles: ['Happy Chhath Puja', 'छठ पूजा की शुभकामनाएँ', 'Chhath Puja Wishes'],
  headlines: ['Happy Chhath Puja', 'Jai Chhathi Maiya', 'Chhath Puja Greetings'],
  hindi: ['छठ पूजा की हार्दिक शुभकामनाएँ', 'जय छठी मैया', 'छठ महापर्व की शुभकामनाएँ'],
  hindiFirst: 0.45,
  kickers: ['Prayers to the Sun God', 'Wishing you a blessed', 'At sunrise and sunset'],
  bodies: [
    'May Surya Dev and Chhathi Maiya bless your family with health, happiness and prosperity.',
    'As we offer arghya to the rising sun, may your life glow with hope and joy.',
    'छठी मैया आपके परिवार को सुख, समृद्धि और आरोग्य का आशीर्वाद दें।',
  ],
  ctas: ['Celebrate with us', 'Puja samagri available', 'Jai Chhathi Maiya'],
  styles: [
    style('Arghya at Sunrise', 'sunrise', ['peachSunrise', 'saffronDusk', 'marigold'], {
      layouts: ['heroBottom', 'heroTop'],
      frames: ['none', 'toran'],
      particles: ['none', 'petals'],
      type: ['bold', 'serif'],
    }),
    style('Ghat Diyas', 'diyas', ['saffronDusk', 'royalMaroon'], {
      layouts: ['heroBottom'],
      frames: ['toran', 'none'],
      particles: ['sparkles'],
      type: ['bold', 'serif'],
    }),
  ],
};
