import { type SubCategorySpec, style } from './spec';

// Jain, Buddhist, Muslim, Sikh and Christian festivals beyond Eid and Christmas, each greeted
// as its own community does.

export const MAHAVIR_JAYANTI: SubCategorySpec = {
  key: 'mahavir-jayanti',
  name: 'Mahavir Jayanti',
  images: 5,
  videos: 0,
  titles: ['Happy Mahavir Jayanti', 'महावीर जयंती की शुभकामनाएँ', 'Mahavir Jayanti Wishes'],
  headlines: ['Happy Mahavir Jayanti', 'Mahavir Jayanti Greetings', 'Jai Jinendra'],
  hindi: ['महावीर जयंती की हार्दिक शुभकामनाएँ', 'अहिंसा परमो धर्मः', 'जय जिनेन्द्र'],
  hindiFirst: 0.35,
  kickers: ['Live and let live', 'Peace, truth and non-violence', 'Wishing you a blessed'],
  bodies: [
    'May Bhagwan Mahavir’s message of non-violence, truth and compassion guide your path.',
    'Live and let live: wishing you peace and harmony on Mahavir Jayanti.',
    'भगवान महावीर के सत्य और अहिंसा के संदेश से आपका जीवन प्रकाशित हो।',
  ],
  ctas: ['Celebrate with us', 'Jai Jinendra', 'Wishing peace to all'],
  styles: [
    style('Lotus of Peace', 'lotus', ['champagne', 'marigold', 'zenGreen'], {
      layouts: ['heroBottom', 'side'],
      frames: ['none', 'goldBorder'],
      particles: ['petals', 'none'],
      type: ['serif', 'bold'],
    }),
    style('Peaceful Blooms', 'flowers', ['champagne', 'creamInk'], {
      layouts: ['card'],
      backgrounds: ['radialGlow', 'paper'],
      frames: ['goldBorder', 'none'],
      particles: ['petals'],
      type: ['serif'],
    }),
  ],
};

export const BUDDHA_PURNIMA: SubCategorySpec = {
  key: 'buddha-purnima',
  name: 'Buddha Purnima',
  images: 5,
  videos: 0,
  titles: ['Happy Buddha Purnima', 'बुद्ध पूर्णिमा की शुभकामनाएँ', 'Buddha Jayanti Wishes'],
  headlines: ['Happy Buddha Purnima', 'Buddham Saranam Gacchami', 'Happy Buddha Jayanti'],
  hindi: ['बुद्ध पूर्णिमा की हार्दिक शुभकामनाएँ', 'बुद्धं शरणं गच्छामि', 'बुद्ध जयंती की शुभकामनाएँ'],
  hindiFirst: 0.35,
  kickers: ['Peace begins within', 'On this full-moon day', 'Wishing you a serene'],
  bodies: [
    'May the teachings of Lord Buddha bring peace, compassion and wisdom to your life.',
    'May the light of the full moon and the Buddha’s wisdom guide you to inner peace.',
    'भगवान बुद्ध की शिक्षाएँ आपके जीवन को करुणा और शांति से भर दें।',
  ],
  ctas: ['Wishing peace to all', 'Celebrate with us', 'Namo Buddhaya'],
  styles: [
    style('Lotus Calm', 'lotus', ['zenGreen', 'calmBlue', 'champagne'], {
      layouts: ['heroBottom', 'side'],
      particles: ['petals', 'none'],
      type: ['serif', 'bold'],
    }),
    style('Full Moon Night', 'fullMoon', ['nightIndigo', 'lavenderNight', 'oceanDeep'], {
      layouts: ['heroTop', 'side', 'heroBottom'],
      frames: ['none', 'goldBorder'],
      particles: ['stars'],
      type: ['serif', 'script'],
    }),
  ],
};

/** Eid al-Adha has its own greeting: the "Eid Mubarak" set is written for Eid al-Fitr. */
export const EID_AL_ADHA: SubCategorySpec = {
  key: 'eid-al-adha',
  name: 'Bakrid Mubarak',
  images: 5,
  videos: 0,
  titles: ['Bakrid Mubarak Wishes', 'बकरीद मुबारक', 'Eid al-Adha Greetings'],
  headlines: ['Bakrid Mubarak', 'Eid al-Adha Mubarak', 'Happy Eid al-Adha'],
  hindi: ['बकरीद मुबारक', 'ईद-उल-अज़हा मुबारक', 'ईद-उल-अज़हा की दिली मुबारकबाद'],
  hindiFirst: 0.35,
  kickers: ['Wishing you and your family', 'On this blessed day', 'Faith, sacrifice and sharing'],
  bodies: [
    'May Allah accept your sacrifice and prayers and bless your home with peace and plenty.',
    'On this Eid al-Adha, may your faith grow stronger and your heart kinder.',
    'अल्लाह आपकी कुर्बानी और दुआएँ क़ुबूल करे।',
  ],
  ctas: ['Eid specials in store', 'Celebrate with us', 'Festive menu now live'],
  styles: [
    style('Crescent Lanterns', 'lanterns', ['emeraldNight', 'nightIndigo', 'midnightGold'], {
      layouts: ['heroTop', 'side'],
      frames: ['none', 'goldBorder'],
      particles: ['stars', 'sparkles'],
      type: ['script', 'serif'],
    }),
    style('Emerald Mandala', 'rangoli', ['peacockTeal', 'emeraldNight'], {
      layouts: ['centerFrame'],
      frames: ['goldBorder'],
      particles: ['sparkles'],
      type: ['serif'],
    }),
  ],
};

export const GURU_NANAK_JAYANTI: SubCategorySpec = {
  key: 'guru-nanak-jayanti',
  name: 'Guru Nanak Jayanti',
  images: 5,
  videos: 0,
  titles: ['Happy Gurpurab', 'गुरु नानक जयंती की शुभकामनाएँ', 'Guru Nanak Jayanti Wishes'],
  headlines: ['Happy Gurpurab', 'Happy Guru Nanak Jayanti', 'Prakash Purab Greetings'],
  hindi: ['गुरु नानक जयंती की लख-लख बधाइयाँ', 'प्रकाश पर्व की हार्दिक शुभकामनाएँ', 'गुरपुरब की लख-लख बधाइयाँ'],
  hindiFirst: 0.35,
  kickers: ['Ik Onkar', 'Naam japo, kirat karo, vand chhako', 'Wishing you a blessed'],
  bodies: [
    'May the teachings of Guru Nanak Dev Ji fill your life with truth, compassion and service.',
    'Remember the Name, earn honestly and share with others: wishing you a blessed Gurpurab.',
    'गुरु नानक देव जी की शिक्षाएँ आपके जीवन को सत्य और सेवा के मार्ग पर ले जाएँ।',
  ],
  ctas: ['Celebrate with us', 'Wishing peace to all', 'Sarbat da bhala'],
  styles: [
    style('Prakash Purab Lights', 'diyas', ['navyGold', 'saffronDusk', 'midnightGold'], {
      layouts: ['heroBottom'],
      frames: ['goldBorder', 'none'],
      particles: ['sparkles'],
      type: ['serif', 'bold'],
    }),
    // Gurpurab falls on Kartik Purnima, the full moon.
    style('Kartik Purnima', 'fullMoon', ['nightIndigo', 'navyGold'], {
      layouts: ['heroTop', 'side'],
      particles: ['stars'],
      type: ['serif', 'bold'],
    }),
  ],
};

export const EASTER: SubCategorySpec = {
  key: 'easter',
  name: 'Easter',
  images: 5,
  videos: 0,
  titles: ['Happy Easter Wishes', 'ईस्टर की शुभकामनाएँ', 'Easter Sunday Greetings'],
  headlines: ['Happy Easter', 'He Is Risen', 'Easter Blessings'],
  hindi: ['ईस्टर की हार्दिक शुभकामनाएँ', 'हैप्पी ईस्टर'],
  hindiFirst: 0.15,
  kickers: ['Hope, joy and new life', 'Wishing you a blessed', 'Celebrate the Resurrection'],
  bodies: [
    'May the joy of the Risen Christ fill your heart with hope, peace and love.',
    'Wishing you a bright Easter full of new beginnings and family time.',
    'ईस्टर का यह पर्व आपके जीवन में आशा और खुशियाँ लाए।',
  ],
  ctas: ['Easter specials in store', 'Celebrate with us', 'Order Easter treats'],
  styles: [
    style('Spring Blossoms', 'flowers', ['meadow', 'candy', 'champagne'], {
      layouts: ['card'],
      backgrounds: ['radialGlow', 'paper'],
      particles: ['petals'],
      type: ['script', 'serif'],
    }),
    style('Easter Sunrise', 'sunrise', ['peachSunrise', 'morningSky'], {
      layouts: ['heroBottom', 'heroTop'],
      particles: ['none', 'petals'],
      type: ['serif', 'script'],
    }),
  ],
};
