import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { FONT_FAMILY, type FontFamily } from '@stamp/shared/compose/fonts';

const require = createRequire(import.meta.url);

interface BundledFont {
  family: FontFamily;
  /** @fontsource package and the file-name stem of each subset. */
  pkg: string;
  subsets: string[];
  weights: number[];
}

const WEIGHTS = [300, 400, 500, 600, 700, 800, 900];

const BUNDLED: BundledFont[] = [
  {
    family: FONT_FAMILY.poppins,
    pkg: 'poppins',
    subsets: ['latin', 'devanagari'],
    weights: WEIGHTS,
  },
  { family: FONT_FAMILY.inter, pkg: 'inter', subsets: ['latin'], weights: WEIGHTS },
  { family: FONT_FAMILY.notoSerif, pkg: 'noto-serif', subsets: ['latin'], weights: WEIGHTS },
  {
    family: FONT_FAMILY.dancingScript,
    pkg: 'dancing-script',
    subsets: ['latin'],
    weights: [400, 500, 600, 700],
  },
  {
    family: FONT_FAMILY.devanagari,
    pkg: 'noto-sans-devanagari',
    subsets: ['devanagari', 'latin'],
    weights: WEIGHTS,
  },
];

let registered = false;

/**
 * Registers every bundled face with the server's canvas, once per process (and once per worker
 * thread). An unknown family silently falls back to a default serif in @napi-rs/canvas, so a
 * missing file fails loudly here instead.
 */
export function registerBundledFonts(): void {
  if (registered) return;
  for (const font of BUNDLED) {
    const dir = path.dirname(require.resolve(`@fontsource/${font.pkg}/package.json`));
    for (const subset of font.subsets) {
      for (const weight of font.weights) {
        const file = path.join(dir, 'files', `${font.pkg}-${subset}-${weight}-normal.woff2`);
        if (!GlobalFonts.registerFromPath(file, font.family)) {
          throw new Error(`could not register font ${file}`);
        }
      }
    }
  }
  registered = true;
}
