import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// `@fontsource/<family>/<subset>-<weight>.css`: one subset of one weight.
const SUBSET_CSS = /[\\/]@fontsource[\\/]([^\\/]+)[\\/]([a-z-]+)-(\d+)\.css$/;

/**
 * Fontsource's one-subset CSS files (`poppins/devanagari-700.css`) declare their @font-face
 * without the `unicode-range` its all-subsets file (`poppins/700.css`) gives the same face. A
 * face without one claims every character, so with Poppins' Devanagari and Latin faces both
 * declared, a browser fetched the Devanagari file (39 KB) for every Latin heading; and a banner's
 * fallback faces (the scripts of India, decision note 0028) would each be fetched in turn until
 * one had the glyph. This adds the range from the package's own all-subsets file, so each file
 * is fetched only for text that needs it.
 */
export function fontUnicodeRanges(): Plugin {
  return {
    name: 'stamp:font-unicode-ranges',
    enforce: 'pre',
    transform(code, id) {
      const css = withUnicodeRange(code, id.split('?')[0] ?? '');
      return css === null ? null : { code: css, map: null };
    },
  };
}

/** The one-subset CSS file at `file` with its range added, or null when it is no such file. */
export function withUnicodeRange(code: string, file: string): string | null {
  const match = SUBSET_CSS.exec(file);
  if (!match || code.includes('unicode-range')) return null;
  const [, family, subset, weight] = match;
  const allSubsets = readFileSync(path.join(path.dirname(file), `${weight}.css`), 'utf8');
  const block = allSubsets.split(`/* ${family}-${subset}-${weight}-normal */`)[1] ?? '';
  const range = /unicode-range:\s*([^;]+);/.exec(block.split('}')[0] ?? '')?.[1];
  if (!range) throw new Error(`no unicode-range for ${family} ${subset} ${weight}`);
  return code.replace(/}\s*$/, `  unicode-range: ${range};\n}\n`);
}
