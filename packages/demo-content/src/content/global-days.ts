import { type SubCategorySpec, style } from './spec';

// Widely posted international days. Small sets: the festival calendar links them.

export const NEW_YEAR: SubCategorySpec = {
  key: 'new-year',
  name: 'New Year',
  images: 5,
  videos: 0,
  titles: ['Happy New Year Wishes', 'नव वर्ष की शुभकामनाएँ', 'New Year Greetings'],
  headlines: ['Happy New Year', 'Cheers to New Beginnings', 'Hello, New Year'],
  hindi: ['नव वर्ष की हार्दिक शुभकामनाएँ', 'नया साल मुबारक हो', 'नए साल की शुभकामनाएँ'],
  hindiFirst: 0.3,
  kickers: ['New year, new dreams', 'Wishing you a wonderful', 'Here’s to fresh starts'],
  // No year in the words: the demo stays right whichever year it is loaded in.
  bodies: [
    'May the new year bring you good health, new opportunities and happiness every day.',
    'Thank you for being with us this year. Here’s to an even brighter one ahead!',
    'नया साल आपके जीवन में नई उमंग, नई खुशियाँ और नई सफलताएँ लाए।',
  ],
  ctas: ['New Year sale is on', 'Celebrate with us', 'Book your party table'],
  styles: [
    style('Party Balloons', 'balloons', ['royalPurple', 'partyPink', 'blackGold'], {
      layouts: ['centerFrame', 'card'],
      backgrounds: ['radialGlow', 'mesh'],
      particles: ['confetti', 'sparkles'],
      type: ['display', 'script'],
    }),
    style('New Dawn', 'sunrise', ['peachSunrise', 'goldenHour'], {
      layouts: ['heroBottom', 'heroTop'],
      particles: ['sparkles', 'none'],
      type: ['bold', 'script'],
    }),
  ],
};

export const VALENTINES_DAY: SubCategorySpec = {
  key: 'valentines-day',
  name: 'Valentine’s Day',
  images: 5,
  videos: 0,
  titles: ['Happy Valentine’s Day', 'वैलेंटाइन डे की शुभकामनाएँ', 'Love Is in the Air'],
  headlines: ['Happy Valentine’s Day', 'Love Is in the Air', 'Be My Valentine'],
  hindi: ['हैप्पी वैलेंटाइन डे', 'वैलेंटाइन डे की ढेरों शुभकामनाएँ'],
  hindiFirst: 0.2,
  kickers: ['14th February', 'With all my love', 'Made for each other'],
  bodies: [
    'Every love story is beautiful, but ours is my favourite.',
    'Celebrate love with the one who makes every day special.',
    'प्यार का यह दिन आपकी ज़िंदगी में ढेर सारी खुशियाँ लाए।',
  ],
  ctas: ['Valentine’s gifts in store', 'Book a table for two', 'Celebrate love'],
  styles: [
    style('Sweet Hearts', 'hearts', ['rosePink', 'candy', 'royalMaroon'], {
      layouts: ['card', 'centerFrame'],
      particles: ['sparkles', 'petals'],
      type: ['script', 'serif'],
    }),
    style('Gift of Love', 'giftBox', ['partyPink', 'royalMaroon'], {
      layouts: ['heroBottom', 'side'],
      particles: ['sparkles'],
      type: ['script', 'display'],
    }),
  ],
};

export const FATHERS_DAY: SubCategorySpec = {
  key: 'fathers-day',
  name: 'Father’s Day',
  images: 5,
  videos: 0,
  titles: ['Happy Father’s Day', 'पितृ दिवस की शुभकामनाएँ', 'Love You Papa', 'Best Dad Ever'],
  headlines: ['Happy Father’s Day', 'Love You, Papa', 'Best Dad Ever'],
  hindi: ['पितृ दिवस की हार्दिक शुभकामनाएँ', 'पापा, आप मेरे हीरो हैं'],
  hindiFirst: 0.3,
  kickers: ['To my first hero', 'With love and respect', 'Thank you, Papa'],
  bodies: [
    'For every sacrifice you made quietly and every dream you made possible: thank you, Papa.',
    'A father’s love is strong, silent and always there.',
    'पापा, आपके प्यार और मेहनत के बिना हम कुछ भी नहीं।',
  ],
  ctas: ['Gifts for Dad in store', 'Celebrate him today', 'Book a family dinner'],
  styles: [
    style('Number One Dad', 'trophy', ['navyGold', 'blackGold', 'oceanDeep'], {
      layouts: ['heroBottom', 'side'],
      backgrounds: ['radialGlow', 'sunburst'],
      particles: ['confetti', 'sparkles'],
      type: ['display', 'script'],
    }),
    style('Heart of Gold', 'hearts', ['navyGold', 'champagne'], {
      layouts: ['card', 'centerFrame'],
      particles: ['sparkles'],
      type: ['script', 'serif'],
    }),
  ],
};
