import { BUSINESS_OFFERS, REAL_ESTATE } from './business';
import { GOOD_MORNING, MOTIVATIONAL } from './daily';
import { FESTIVALS } from './festivals';
import { RESTAURANTS } from './food';
import { EDUCATION, HEALTH, WISHES } from './life';
import { OCCASIONS } from './occasions';
import type { CategorySpec, StyleSpec } from './spec';

/** Category order as the home page lists them: the daily staples first. */
export const CATEGORY_SPECS: readonly CategorySpec[] = [
  FESTIVALS,
  GOOD_MORNING,
  BUSINESS_OFFERS,
  MOTIVATIONAL,
  OCCASIONS,
  RESTAURANTS,
  REAL_ESTATE,
  WISHES,
  HEALTH,
  EDUCATION,
];

/** The home page's top banner: one is chosen by the seed. */
// No price or discount: a banner must not promise what no plan's checkout shows.
export const TOP_BANNER_TEXTS: readonly string[] = [
  'Festival season is here: Diwali, Navratri and Dussehra designs, ready for your logo',
  'New this week: 300+ festival, business and good-morning designs',
  'Go Pro: watermark-free downloads with your logo, every day',
  'Post every day: fresh good-morning and business designs, ready in a minute',
];

/**
 * "AI art" items share these looks whatever their sub-category: a mesh ground in dreamy
 * palettes under a glass card.
 */
export const AI_STYLES: readonly StyleSpec[] = [
  {
    name: 'Dreamscape',
    motif: 'dreamscape',
    palettes: ['neonDream', 'pastelDream', 'cosmicTeal', 'goldenHour'],
    layouts: ['card'],
    backgrounds: ['mesh'],
    frames: ['none'],
    particles: ['sparkles', 'stars'],
    type: ['serif', 'script'],
  },
  {
    name: 'Glass Orbs',
    motif: 'orbs',
    palettes: ['neonDream', 'pastelDream', 'cosmicTeal'],
    layouts: ['card', 'centerFrame'],
    backgrounds: ['mesh'],
    frames: ['none'],
    particles: ['bokeh', 'sparkles'],
    type: ['modern', 'serif'],
  },
  {
    name: 'Aurora Glow',
    motif: 'aurora',
    palettes: ['neonDream', 'cosmicTeal', 'goldenHour'],
    layouts: ['centerFrame', 'card'],
    backgrounds: ['mesh'],
    frames: ['none'],
    particles: ['stars', 'sparkles'],
    type: ['script', 'serif'],
  },
];
