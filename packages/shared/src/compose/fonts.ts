/**
 * Font families we ship (woff2 from @fontsource), loaded by the browser and by the server's
 * canvas alike, so text looks the same on both. Devanagari text falls back to Noto Sans
 * Devanagari inside any stack that ends with it.
 */
export const FONT_FAMILY = {
  poppins: 'Poppins',
  inter: 'Inter',
  notoSerif: 'Noto Serif',
  dancingScript: 'Dancing Script',
  devanagari: 'Noto Sans Devanagari',
} as const;
export type FontFamily = (typeof FONT_FAMILY)[keyof typeof FONT_FAMILY];

/** A CSS font stack that renders Latin in `family` and Hindi/Marathi in the Devanagari face. */
export function fontStack(family: FontFamily): string {
  return family === FONT_FAMILY.devanagari
    ? `"${family}"`
    : `"${family}", "${FONT_FAMILY.devanagari}"`;
}
