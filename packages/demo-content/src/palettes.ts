import type { DemoPalette } from './demo-types';

/** Compact constructor: stops, then ink/text/accent/accent2/glow, then flags. */
function palette(
  name: string,
  bg: readonly [string, string, string],
  [ink, text, accent, accent2, glow]: readonly [string, string, string, string, string],
  dark: boolean,
  goldText = false,
): DemoPalette {
  return { name, bg, ink, text, accent, accent2, glow, dark, goldText };
}

/**
 * Named palettes grouped by mood. Light palettes pair a pale ground with a deep ink and dark
 * ones a deep ground with light or gold text, so the headline keeps WCAG-AA-like contrast
 * over every stop of its gradient.
 */
export const PALETTES = {
  // Festive, dark grounds with gold.
  royalMaroon: palette(
    'Royal Maroon',
    ['#6d1236', '#420a22', '#1f0412'],
    ['#ffd36b', '#ffeacc', '#f4b400', '#e85d04', '#ffd166'],
    true,
    true,
  ),
  midnightGold: palette(
    'Midnight Gold',
    ['#2e1a63', '#1b1040', '#0b0620'],
    ['#ffd36b', '#f3e8ff', '#f5b700', '#ff7b54', '#ffd27a'],
    true,
    true,
  ),
  saffronDusk: palette(
    'Saffron Dusk',
    ['#c2410c', '#7c2d12', '#3b0d02'],
    ['#fff3d6', '#ffe7c2', '#ffc300', '#fde047', '#ffe08a'],
    true,
  ),
  peacockTeal: palette(
    'Peacock Teal',
    ['#0f6473', '#0a4451', '#03222b'],
    ['#ffd36b', '#e6fbff', '#f2c14e', '#e4572e', '#ffe08a'],
    true,
    true,
  ),
  emeraldNight: palette(
    'Emerald Night',
    ['#136650', '#0b4133', '#03201a'],
    ['#f8e7b0', '#e6f5ee', '#e9c46a', '#f4a261', '#fff1b8'],
    true,
    true,
  ),
  marigold: palette(
    'Marigold',
    ['#fff6dc', '#ffdb9e', '#ffb347'],
    ['#8a1c1c', '#5a2a0a', '#e85d04', '#c9184a', '#fff1c1'],
    false,
  ),
  holiPop: palette(
    'Holi Pop',
    ['#fff5fa', '#ffe6f2', '#ffd9ec'],
    ['#c2185b', '#4a148c', '#ff9800', '#00acc1', '#ffffff'],
    false,
  ),
  holiNight: palette(
    'Colour Burst',
    ['#2b0a3d', '#1a0630', '#0a0214'],
    ['#ffffff', '#fde2ff', '#ff4fa3', '#ffd600', '#ffe6f5'],
    true,
  ),
  rosePink: palette(
    'Rose Pink',
    ['#ffeef3', '#ffcfdd', '#ff9fbc'],
    ['#8b0d3a', '#5c1030', '#e11d48', '#f59e0b', '#fff4e6'],
    false,
  ),
  winterRed: palette(
    'Winter Red',
    ['#c62828', '#8e0f16', '#4a060b'],
    ['#ffffff', '#ffecec', '#2e7d32', '#ffd54f', '#fff3c4'],
    true,
  ),
  pineGreen: palette(
    'Pine Green',
    ['#145c43', '#0b3526', '#041a12'],
    ['#ffffff', '#e3f5ec', '#d32f2f', '#ffd54f', '#fff3c4'],
    true,
  ),
  skyKite: palette(
    'Sky Blue',
    ['#e6f6ff', '#b3deff', '#6cbcf7'],
    ['#0b3d91', '#12355b', '#ff6b35', '#ffbe0b', '#ffffff'],
    false,
  ),
  tricolourLight: palette(
    'Tricolour',
    ['#ffffff', '#fff8ee', '#eefaf0'],
    ['#0b3d91', '#253858', '#ff9933', '#138808', '#0b3d91'],
    false,
  ),
  navyTricolour: palette(
    'Navy Salute',
    ['#13306b', '#0a1a3f', '#050d24'],
    ['#ffffff', '#dfe8ff', '#ff9933', '#22a33a', '#ffffff'],
    true,
  ),
  // Everyday greetings.
  peachSunrise: palette(
    'Peach Sunrise',
    ['#fff1d6', '#ffc9a3', '#ff9a8b'],
    ['#7a2e0e', '#5b3a29', '#ff7e5f', '#feb47b', '#fff3b0'],
    false,
  ),
  morningSky: palette(
    'Morning Sky',
    ['#fffbe0', '#d4f1ff', '#8fd3fe'],
    ['#1d4e89', '#264653', '#f4a261', '#2a9d8f', '#fff1a8'],
    false,
  ),
  meadow: palette(
    'Fresh Meadow',
    ['#f7fff2', '#d8f3dc', '#95d5b2'],
    ['#1b4332', '#2d6a4f', '#f9c74f', '#f3722c', '#fffbe0'],
    false,
  ),
  nightIndigo: palette(
    'Starry Indigo',
    ['#1d2b53', '#0f1733', '#050816'],
    ['#fdf0d5', '#d6defa', '#ffd166', '#8ecae6', '#fff6cc'],
    true,
  ),
  lavenderNight: palette(
    'Lavender Night',
    ['#4a2585', '#2a1350', '#120826'],
    ['#ffffff', '#e6dcff', '#ffd6a5', '#bdb2ff', '#fff3d6'],
    true,
  ),
  // Quotes and motivation.
  charcoalGold: palette(
    'Charcoal Gold',
    ['#2c2e30', '#1b1c1d', '#0c0d0d'],
    ['#ffffff', '#d9d9d9', '#f5b700', '#ff6b35', '#ffe08a'],
    true,
  ),
  oceanDeep: palette(
    'Ocean Deep',
    ['#2c5364', '#203a43', '#0f2027'],
    ['#ffffff', '#d9f1ff', '#4fd1c5', '#f6ad55', '#e6fffb'],
    true,
  ),
  creamInk: palette(
    'Cream Paper',
    ['#fdf9f2', '#f4ede1', '#ebe0cc'],
    ['#1f2937', '#374151', '#d97706', '#0f766e', '#ffffff'],
    false,
  ),
  sunsetFire: palette(
    'Sunset Fire',
    ['#ff5f2e', '#dd2476', '#6a1fb8'],
    ['#ffffff', '#fff4f8', '#ffd166', '#ffe0f0', '#fff1c1'],
    true,
  ),
  // Shops and offers.
  saleRed: palette(
    'Sale Red',
    ['#ef233c', '#c1121f', '#780000'],
    ['#ffffff', '#fff1e6', '#ffd60a', '#1a1a1a', '#fff3a3'],
    true,
  ),
  electricYellow: palette(
    'Electric Yellow',
    ['#fff07a', '#ffd23f', '#fcbf49'],
    ['#111111', '#262626', '#e63946', '#1d3557', '#ffffff'],
    false,
  ),
  blackGold: palette(
    'Black & Gold',
    ['#1e1e1e', '#121212', '#000000'],
    ['#ffffff', '#e5e5e5', '#ffcc00', '#ff3b30', '#fff2a8'],
    true,
  ),
  mintFresh: palette(
    'Mint Fresh',
    ['#effff9', '#c4f5e8', '#7fdcc0'],
    ['#064e3b', '#065f46', '#ff6b6b', '#3a86ff', '#ffffff'],
    false,
  ),
  royalPurple: palette(
    'Royal Purple',
    ['#7a1ec2', '#560bad', '#2a0770'],
    ['#ffffff', '#f1e6ff', '#f72585', '#4cc9f0', '#ffd166'],
    true,
  ),
  // Real estate.
  navyGold: palette(
    'Navy & Gold',
    ['#143a66', '#0b2342', '#061226'],
    ['#f7d794', '#e8eef7', '#d4a373', '#2ca58d', '#ffe8b0'],
    true,
    true,
  ),
  skyEstate: palette(
    'Clear Sky',
    ['#f1f7fd', '#d3e6f8', '#a3c9ee'],
    ['#0b2545', '#13315c', '#f28f3b', '#2a9d8f', '#ffffff'],
    false,
  ),
  forestLuxe: palette(
    'Forest Luxe',
    ['#24493b', '#162e25', '#0a1712'],
    ['#f1e3c3', '#e3efe8', '#c9a227', '#e76f51', '#fff1c9'],
    true,
    true,
  ),
  sandstone: palette(
    'Sandstone',
    ['#fff9f0', '#f5e6cc', '#e6c79c'],
    ['#3d2b1f', '#5c4033', '#b5651d', '#2f4858', '#ffffff'],
    false,
  ),
  // Food.
  spiceRed: palette(
    'Spice Red',
    ['#9b2217', '#5e0f0a', '#2a0604'],
    ['#ffd166', '#ffe8d6', '#f77f00', '#fcbf49', '#ffe8a3'],
    true,
  ),
  turmeric: palette(
    'Turmeric',
    ['#ffd166', '#ffb703', '#fb8500'],
    ['#3d0c02', '#4a1c0b', '#c1121f', '#2b9348', '#fff5d6'],
    false,
  ),
  cafeBrown: palette(
    'Cafe Mocha',
    ['#4e342e', '#2b1b17', '#140c0a'],
    ['#ffe0b2', '#f5e6d8', '#d7a86e', '#a1887f', '#fff0d9'],
    true,
  ),
  freshGreen: palette(
    'Garden Fresh',
    ['#f4fbef', '#dff5d8', '#b7e4c7'],
    ['#1b4332', '#2d6a4f', '#e63946', '#f4a261', '#ffffff'],
    false,
  ),
  // Wishes.
  partyPink: palette(
    'Party Pink',
    ['#ff5fa8', '#c9307a', '#6a1fb0'],
    ['#ffffff', '#fff0fa', '#ffd60a', '#4cc9f0', '#fff3b0'],
    true,
  ),
  candy: palette(
    'Candy Floss',
    ['#fff4fa', '#ffdcef', '#fbc4e1'],
    ['#a4137f', '#560bad', '#f72585', '#4361ee', '#ffffff'],
    false,
  ),
  champagne: palette(
    'Champagne',
    ['#fffaf0', '#f9e6bd', '#ecc985'],
    ['#5e3a1e', '#5a3e2b', '#c08b30', '#8c2f39', '#ffffff'],
    false,
  ),
  tealJoy: palette(
    'Teal Joy',
    ['#0fb99a', '#118ab2', '#073b4c'],
    ['#ffffff', '#e6fbff', '#ffd166', '#ef476f', '#fff6cc'],
    true,
  ),
  // Health.
  zenGreen: palette(
    'Zen Green',
    ['#f0f9f0', '#cfe9cf', '#8cc98e'],
    ['#1b5e20', '#2e5e31', '#ff8f00', '#00897b', '#ffffff'],
    false,
  ),
  energyOrange: palette(
    'Energy Orange',
    ['#ff8a00', '#ff4e3a', '#b3122e'],
    ['#ffffff', '#fff3e6', '#1a1a1a', '#ffe14d', '#fff3b0'],
    true,
  ),
  calmBlue: palette(
    'Calm Aqua',
    ['#effcfd', '#c4eff5', '#6fd6e3'],
    ['#005662', '#00474f', '#ff7043', '#26a69a', '#ffffff'],
    false,
  ),
  gymBlack: palette(
    'Neon Gym',
    ['#242424', '#151515', '#050505'],
    ['#d4ff3a', '#e6e6e6', '#c6ff00', '#ff3d00', '#f4ffb8'],
    true,
  ),
  // Education.
  schoolBlue: palette(
    'Campus Blue',
    ['#2447a8', '#1e3a8a', '#111f4d'],
    ['#ffffff', '#dbeafe', '#facc15', '#f97316', '#fff7c2'],
    true,
  ),
  chalkboard: palette(
    'Chalkboard',
    ['#35573f', '#26402f', '#16261b'],
    ['#fffbe6', '#e8f0e3', '#ffd166', '#ff8fab', '#fffbe6'],
    true,
  ),
  notebook: palette(
    'Notebook',
    ['#fffef7', '#fdf6d8', '#f6e8b1'],
    ['#1e3a8a', '#334155', '#ef4444', '#16a34a', '#ffffff'],
    false,
  ),
  // "AI art" looks.
  neonDream: palette(
    'Neon Dream',
    ['#1a1446', '#302b63', '#0f0c29'],
    ['#ffffff', '#e0e7ff', '#ff6ec7', '#00f5d4', '#a78bfa'],
    true,
  ),
  pastelDream: palette(
    'Pastel Dream',
    ['#fbd3ee', '#bcd0f5', '#c9ecfb'],
    ['#2b2d42', '#3d405b', '#ff7aa2', '#7b2cbf', '#ffffff'],
    false,
  ),
  cosmicTeal: palette(
    'Cosmic Teal',
    ['#0b6e6e', '#053b50', '#021b2b'],
    ['#e0fbfc', '#d6f5f5', '#ffb4a2', '#72efdd', '#fff1e6'],
    true,
  ),
  goldenHour: palette(
    'Golden Hour',
    ['#f7a440', '#c0392b', '#2d1b4e'],
    ['#fff8e1', '#fff1dc', '#ffd166', '#ff8fab', '#fff3c4'],
    true,
  ),
} as const satisfies Record<string, DemoPalette>;

export type PaletteKey = keyof typeof PALETTES;
