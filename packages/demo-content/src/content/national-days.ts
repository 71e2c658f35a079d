import { type SubCategorySpec, style } from './spec';

// National days of India beyond Republic and Independence Day. Small sets: the festival
// calendar links them.

export const TEACHERS_DAY: SubCategorySpec = {
  key: 'teachers-day',
  name: 'Teachers’ Day',
  images: 5,
  videos: 0,
  titles: ['Happy Teachers’ Day', 'शिक्षक दिवस की शुभकामनाएँ', 'Thank You, Teacher'],
  headlines: ['Happy Teachers’ Day', 'Thank You, Teacher', 'You Inspire Us'],
  hindi: ['शिक्षक दिवस की हार्दिक शुभकामनाएँ', 'आचार्य देवो भव', 'गुरु बिन ज्ञान नहीं'],
  hindiFirst: 0.3,
  kickers: ['5th September', 'To every teacher who inspires', 'With gratitude'],
  bodies: [
    'Thank you for your patience, your guidance and for believing in us.',
    'On Dr. Sarvepalli Radhakrishnan’s birth anniversary, we thank every teacher who shapes our future.',
    'ज्ञान की रोशनी देने वाले सभी शिक्षकों को सादर नमन।',
  ],
  ctas: ['Celebrate with us', 'Thank your teacher today', 'Admissions open'],
  styles: [
    style('Chalk & Books', 'books', ['chalkboard', 'notebook', 'schoolBlue'], {
      layouts: ['heroBottom', 'side'],
      frames: ['none', 'dots'],
      particles: ['none', 'sparkles'],
      type: ['script', 'bold'],
    }),
    style('Cap of Honour', 'gradCap', ['schoolBlue', 'chalkboard'], {
      layouts: ['heroBottom', 'heroTop'],
      particles: ['sparkles', 'confetti'],
      type: ['serif', 'script'],
    }),
  ],
};

export const AMBEDKAR_JAYANTI: SubCategorySpec = {
  key: 'ambedkar-jayanti',
  name: 'Ambedkar Jayanti',
  images: 5,
  videos: 0,
  titles: ['Ambedkar Jayanti Greetings', 'अंबेडकर जयंती की शुभकामनाएँ', 'Jai Bhim'],
  headlines: ['Happy Ambedkar Jayanti', 'Jai Bhim', 'Remembering Babasaheb'],
  hindi: ['अंबेडकर जयंती की हार्दिक शुभकामनाएँ', 'जय भीम', 'बाबासाहेब को शत-शत नमन'],
  hindiFirst: 0.35,
  kickers: ['14th April', 'Educate, agitate, organise', 'Architect of our Constitution'],
  bodies: [
    'Remembering Babasaheb Dr. B. R. Ambedkar, architect of our Constitution and champion of equality.',
    'His fight for justice, dignity and education lights our way.',
    'संविधान निर्माता बाबासाहेब डॉ. भीमराव अंबेडकर को शत-शत नमन।',
  ],
  ctas: ['Jai Bhim', 'Jai Hind', 'In tribute'],
  styles: [
    style('Tricolour Tribute', 'tricolour', ['navyTricolour', 'tricolourLight'], {
      layouts: ['centerFrame', 'card'],
      backgrounds: ['radialGlow', 'paper'],
      frames: ['none', 'goldBorder'],
      particles: ['none'],
      type: ['serif', 'display'],
    }),
    // Blue, the colour of the movement he led.
    style('Blue Tribute', 'abstract', ['schoolBlue', 'oceanDeep'], {
      layouts: ['card', 'centerFrame'],
      backgrounds: ['radialGlow', 'linear'],
      particles: ['none', 'sparkles'],
      type: ['serif', 'display'],
    }),
  ],
};

export const GANDHI_JAYANTI: SubCategorySpec = {
  key: 'gandhi-jayanti',
  name: 'Gandhi Jayanti',
  images: 5,
  videos: 0,
  titles: ['Gandhi Jayanti Greetings', 'गांधी जयंती की शुभकामनाएँ', 'Remembering Bapu'],
  headlines: ['Happy Gandhi Jayanti', 'Remembering Bapu', 'Truth & Non-Violence'],
  hindi: ['गांधी जयंती की हार्दिक शुभकामनाएँ', 'राष्ट्रपिता को शत-शत नमन', 'सत्य और अहिंसा'],
  hindiFirst: 0.35,
  kickers: ['2nd October', 'Tribute to the Father of the Nation', 'Truth, peace and non-violence'],
  bodies: [
    'On his birth anniversary, let us follow Bapu’s path of truth, non-violence and simple living.',
    'Remembering Mahatma Gandhi, whose courage and simplicity changed a nation.',
    'सत्य और अहिंसा के पुजारी महात्मा गांधी को शत-शत नमन।',
  ],
  ctas: ['Jai Hind', 'Keep India clean', 'In tribute'],
  styles: [
    style('Tricolour Tribute', 'tricolour', ['tricolourLight', 'navyTricolour'], {
      layouts: ['centerFrame', 'card'],
      backgrounds: ['radialGlow', 'paper'],
      particles: ['none'],
      type: ['serif', 'bold'],
    }),
    style('Simple Living', 'abstract', ['creamInk', 'sandstone'], {
      layouts: ['card', 'centerFrame'],
      backgrounds: ['paper', 'radialGlow'],
      particles: ['none'],
      type: ['serif'],
    }),
  ],
};

export const CHILDRENS_DAY: SubCategorySpec = {
  key: 'childrens-day',
  name: 'Children’s Day',
  images: 5,
  videos: 0,
  titles: ['Happy Children’s Day', 'बाल दिवस की शुभकामनाएँ', '14th November Wishes'],
  headlines: ['Happy Children’s Day', 'Keep Dreaming, Little Ones', 'Let Kids Be Kids'],
  hindi: ['बाल दिवस की हार्दिक शुभकामनाएँ', 'हैप्पी चिल्ड्रन्स डे'],
  hindiFirst: 0.3,
  kickers: ['14th November', 'To every little dreamer', 'Play, laugh, learn'],
  bodies: [
    'Every child is a star: let them shine, dream and grow with joy.',
    'Remembering Chacha Nehru, who loved children dearly. Happy Children’s Day!',
    'बच्चों की मुस्कान ही देश का भविष्य है।',
  ],
  ctas: ['Celebrate with us', 'Fun offers for kids', 'Admissions open'],
  styles: [
    style('Flying Kites', 'kites', ['skyKite', 'morningSky'], {
      layouts: ['heroTop', 'side', 'heroBottom'],
      backgrounds: ['linear', 'radialGlow'],
      frames: ['none', 'dots'],
      particles: ['none', 'confetti'],
      type: ['display', 'bold'],
    }),
    style('Party Balloons', 'balloons', ['candy', 'tealJoy'], {
      layouts: ['centerFrame', 'card'],
      backgrounds: ['radialGlow'],
      particles: ['confetti'],
      type: ['display', 'script'],
    }),
  ],
};

/** Army Day, Navy Day, Air Force Day and Kargil Vijay Diwas: one tribute to all three services. */
export const ARMED_FORCES: SubCategorySpec = {
  key: 'armed-forces',
  name: 'Armed Forces Tribute',
  images: 5,
  videos: 0,
  titles: ['Salute to Our Armed Forces', 'वीर जवानों को सलाम', 'Jai Hind Tribute'],
  headlines: ['Salute to Our Heroes', 'Jai Hind', 'Proud of Our Forces'],
  hindi: ['हमारे वीर जवानों को सलाम', 'भारत माता की जय', 'जय हिंद'],
  hindiFirst: 0.35,
  kickers: ['Guardians of land, sea and sky', 'With gratitude and pride', 'Honouring the brave'],
  bodies: [
    'Honouring the brave men and women who guard our land, seas and skies.',
    'We sleep in peace because they stand guard. Salute to our soldiers, sailors and air warriors.',
    'देश की रक्षा में डटे हर वीर को शत-शत नमन।',
  ],
  ctas: ['Jai Hind', 'Salute to the brave', 'Proud to be Indian'],
  styles: [
    style('Tricolour Salute', 'tricolour', ['navyTricolour', 'tricolourLight'], {
      layouts: ['centerFrame', 'card'],
      backgrounds: ['radialGlow', 'linear'],
      frames: ['none', 'goldBorder'],
      particles: ['none', 'sparkles'],
      type: ['display', 'serif'],
    }),
  ],
};

export const CONSTITUTION_DAY: SubCategorySpec = {
  key: 'constitution-day',
  name: 'Constitution Day',
  images: 5,
  videos: 0,
  titles: ['Constitution Day Greetings', 'संविधान दिवस की शुभकामनाएँ', 'Samvidhan Divas'],
  headlines: ['Happy Constitution Day', 'Samvidhan Divas', 'We, the People of India'],
  hindi: ['संविधान दिवस की हार्दिक शुभकामनाएँ', 'हम, भारत के लोग'],
  hindiFirst: 0.3,
  kickers: ['26th November', 'Justice, liberty, equality, fraternity', 'Proud of our Constitution'],
  bodies: [
    'On 26 November 1949, India adopted its Constitution. Let us uphold its ideals every day.',
    'Justice, liberty, equality and fraternity: the promise we keep together.',
    'हमारा संविधान, हमारा अभिमान।',
  ],
  ctas: ['Jai Hind', 'Know your Constitution', 'Celebrate with us'],
  styles: [
    style('Ashoka Chakra', 'tricolour', ['tricolourLight', 'navyTricolour'], {
      layouts: ['centerFrame', 'card'],
      backgrounds: ['radialGlow', 'paper'],
      frames: ['goldBorder', 'none'],
      particles: ['none'],
      type: ['serif', 'display'],
    }),
  ],
};
