import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SCRIPT_FONTS } from '@stamp/shared/compose/script-fonts';
import { SCRIPT_SAMPLES } from '@stamp/shared/compose/testing/script-samples';
import { describe, expect, it } from 'vitest';
import { withUnicodeRange } from './font-unicode-ranges';

const require = createRequire(import.meta.url);

/** Every code point a CSS unicode-range (`U+0A80-0AFF,U+200C-200D,…`) admits. */
function admits(range: string, codePoint: number): boolean {
  return range.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return codePoint >= Number.parseInt(from, 16) && codePoint <= Number.parseInt(to, 16);
  });
}

describe('the unicode-range of the script faces', () => {
  for (const { script, pkg, subsets, weights } of SCRIPT_FONTS) {
    const subset = subsets[0] ?? '';
    it(`lets ${script} text, and no Latin, fetch ${pkg}'s ${subset} file`, () => {
      const dir = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
      for (const weight of weights) {
        const file = path.join(dir, `${subset}-${weight}.css`);
        const css = withUnicodeRange(readFileSync(file, 'utf8'), file) ?? '';
        const range = /unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
        const letters = (SCRIPT_SAMPLES[script] ?? '').replace(/[\s!]/g, '');
        for (const char of letters) {
          expect(admits(range, char.codePointAt(0) ?? 0), `${script} ${char}`).toBe(true);
        }
        for (const char of 'Sale 50% off!') {
          expect(admits(range, char.codePointAt(0) ?? 0), `${pkg} ${char}`).toBe(false);
        }
      }
    });
  }
});
