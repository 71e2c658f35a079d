import { EDITOR_DEFAULTS, type EditorSettings } from '@stamp/shared/editor/settings';
import sharp from 'sharp';

/**
 * What a typical download carries: the business name and phone in a semi-transparent strip at
 * the bottom (Poppins 600), and a brand-kit logo top left. The watermark is the variable.
 */
export const DESIGN: EditorSettings = {
  ...EDITOR_DEFAULTS,
  bannerMode: 'strip',
  bannerText: 'Sharma Sweets · 98765 43210',
  bannerFontFamily: 'Poppins',
  stripColor: '#7a1f12cc',
  logoEnabled: true,
  logoScalePct: 0.16,
};

/**
 * A 600×600 logo with transparency, as a brand kit holds (PNG exported by a design tool): a
 * badge and a ring. Drawn from SVG shapes only (no text: sharp's SVG text needs system fonts).
 */
export function sampleLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <circle cx="300" cy="300" r="280" fill="#f5b301"/>
    <circle cx="300" cy="300" r="220" fill="none" stroke="#7a1f12" stroke-width="36"/>
    <path d="M180 360 L300 150 L420 360 Z" fill="#7a1f12"/>
    <rect x="200" y="380" width="200" height="60" rx="24" fill="#ffffff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
