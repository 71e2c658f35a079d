import { withScriptFallbacks } from './script-fonts';

/**
 * Font families we ship (woff2 from @fontsource), loaded by the browser and by the server's
 * canvas alike, so text looks the same on both. Text in India's scripts falls back to their
 * Noto faces inside every stack (script-fonts.ts).
 */
export const FONT_FAMILY = {
  poppins: 'Poppins',
  inter: 'Inter',
  notoSerif: 'Noto Serif',
  dancingScript: 'Dancing Script',
  devanagari: 'Noto Sans Devanagari',
} as const;
export type FontFamily = (typeof FONT_FAMILY)[keyof typeof FONT_FAMILY];

/** A CSS font stack that renders Latin in `family` and India's scripts in their Noto faces. */
export function fontStack(family: FontFamily): string {
  return withScriptFallbacks(family);
}
