import type { MotifId } from './demo-types';

/**
 * `decor` motifs spread around the text over the whole safe area, so they only go with the
 * centred layouts (card, centerFrame); `scene` motifs are illustrations drawn in their own
 * region beside, above or below the text.
 */
export type MotifKind = 'scene' | 'decor';

export const MOTIF_KIND: Record<MotifId, MotifKind> = {
  diyas: 'scene',
  rangoli: 'decor',
  holiSplash: 'decor',
  dandiya: 'scene',
  modak: 'scene',
  lanterns: 'scene',
  xmasTree: 'scene',
  rakhi: 'scene',
  kites: 'scene',
  tricolour: 'decor',
  flowers: 'decor',
  sunrise: 'scene',
  nightSky: 'scene',
  coffee: 'scene',
  mountainPeak: 'scene',
  abstract: 'decor',
  megaphone: 'scene',
  priceTag: 'scene',
  shoppingBags: 'scene',
  ribbonCut: 'scene',
  giftBox: 'scene',
  hearts: 'decor',
  house: 'scene',
  skyline: 'scene',
  keyCoin: 'scene',
  thali: 'scene',
  bowlSteam: 'scene',
  deliveryBag: 'scene',
  balloons: 'decor',
  cake: 'scene',
  trophy: 'scene',
  lotus: 'scene',
  dumbbell: 'scene',
  heartPulse: 'scene',
  books: 'scene',
  gradCap: 'scene',
  bonfire: 'scene',
  fullMoon: 'scene',
  flute: 'scene',
  bowArrow: 'scene',
  dreamscape: 'decor',
  orbs: 'decor',
  aurora: 'decor',
};

/**
 * Width ÷ height of the region a scene motif draws best in. Once the text is measured the
 * illustration gets a region of this shape (as much as the room allows), so the text and
 * the picture sit together instead of being split by an empty gap.
 */
export const MOTIF_ASPECT: Partial<Record<MotifId, number>> = {
  diyas: 2.6,
  dandiya: 1,
  modak: 2.2,
  lanterns: 1.2,
  xmasTree: 0.9,
  rakhi: 1.8,
  kites: 1.1,
  sunrise: 1.5,
  nightSky: 1.3,
  coffee: 1.1,
  mountainPeak: 1.5,
  megaphone: 1.1,
  priceTag: 1,
  shoppingBags: 1.3,
  ribbonCut: 2,
  giftBox: 1.3,
  house: 1.25,
  skyline: 1.6,
  keyCoin: 1.1,
  thali: 1,
  bowlSteam: 1.1,
  deliveryBag: 1.2,
  cake: 1,
  trophy: 1,
  lotus: 1.3,
  dumbbell: 1.3,
  heartPulse: 1.1,
  books: 1,
  gradCap: 1.1,
  bonfire: 1,
  fullMoon: 1.2,
  flute: 2,
  bowArrow: 1,
};
