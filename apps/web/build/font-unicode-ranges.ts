import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// `@fontsource/<family>/<subset>-<weight>.css`: one subset of one weight.
const SUBSET_CSS = /[\\/]@fontsource[\\/]([^\\/]+)[\\/]([a-z-]+)-(\d+)\.css$/;

/**
 * Fontsource's one-subset CSS files (`poppins/devanagari-700.css`) declare their @font-face
 * without the `unicode-range` its all-subsets file (`poppins/700.css`) gives the same face. A
 * face without one claims every character, so with Poppins' Devanagari and Latin faces both
 * declared, a browser fetched the Devanagari file (39 KB) for every Latin heading. This adds the
 * range from the package's own all-subsets file, so each file is fetched only for text that
 * needs it.
 */
export function fontUnicodeRanges(): Plugin {
  return {
    name: 'stamp:font-unicode-ranges',
    enforce: 'pre',
    transform(code, id) {
      const match = SUBSET_CSS.exec(id.split('?')[0] ?? '');
      if (!match || code.includes('unicode-range')) return null;
      const [, family, subset, weight] = match;
      const allSubsets = readFileSync(path.join(path.dirname(id), `${weight}.css`), 'utf8');
      const block = allSubsets.split(`/* ${family}-${subset}-${weight}-normal */`)[1] ?? '';
      const range = /unicode-range:\s*([^;]+);/.exec(block.split('}')[0] ?? '')?.[1];
      if (!range) throw new Error(`no unicode-range for ${family} ${subset} ${weight}`);
      return { code: code.replace(/}\s*$/, `  unicode-range: ${range};\n}\n`), map: null };
    },
  };
}
