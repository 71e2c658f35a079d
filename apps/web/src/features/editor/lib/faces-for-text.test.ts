import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { scriptFallbacks } from '@stamp/shared/compose/script-fonts';
import { EDITOR_FONT_FILES } from '@stamp/shared/editor/fonts';
import { describe, expect, it } from 'vitest';
import { withUnicodeRange } from '../../../../build/font-unicode-ranges';
import { facesForText, parseUnicodeRange } from './faces-for-text';

const require = createRequire(import.meta.url);

// The faces as the editor's build declares them (editor-fonts.ts through the range plugin).
const faces = EDITOR_FONT_FILES.flatMap((f) =>
  f.subsets.map((subset) => {
    const dir = path.dirname(require.resolve(`@fontsource/${f.pkg}/package.json`));
    const file = path.join(dir, `${subset}-${f.weights[0]}.css`);
    const css = withUnicodeRange(readFileSync(file, 'utf8'), file) ?? '';
    return {
      family: `"${f.family}"`,
      unicodeRange: /unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '',
    };
  }),
);

const familiesFor = (face: string, text: string) => [
  ...facesForText(scriptFallbacks(face), text, faces).keys(),
];

describe('facesForText', () => {
  it('loads Devanagari alone for a Hindi price line ending in a danda', () => {
    expect(familiesFor('Noto Sans', 'शुभ दीपावली, केवल ₹499।').sort()).toEqual([
      'Noto Sans',
      'Noto Sans Devanagari',
    ]);
  });

  it.each([
    ['Noto Sans Tamil', 'இனிய பொங்கல் வாழ்த்துகள்! ₹99'],
    ['Noto Sans Bengali', 'শুভ নববর্ষ। মিষ্টির দোকান'],
    ['Noto Nastaliq Urdu', 'عید مبارک! ۲۰٪ رعایت'],
  ])('loads %s and the chosen face, no other script', (family, text) => {
    const needed = familiesFor('Gelasio', text);
    expect(needed).toContain('Gelasio');
    expect(needed).toContain(family);
    // The rupee sign and the danda are drawn in Devanagari, first in the stack to claim them.
    expect(needed.filter((f) => f !== 'Gelasio' && f !== family)).toEqual(
      /[₹।]/.test(text) ? ['Noto Sans Devanagari'] : [],
    );
  });

  it('lets a face that has the script draw it (Poppins has Devanagari)', () => {
    expect(familiesFor('Poppins', 'शुभ दीपावली')).toEqual(['Poppins']);
  });

  it('leaves characters no face admits to the system', () => {
    expect(familiesFor('Noto Sans', '🎉')).toEqual([]);
  });

  it('reads wildcard and single code points', () => {
    expect(parseUnicodeRange('U+4??, U+20B9,U+0A80-0AFF')).toEqual([
      [0x400, 0x4ff],
      [0x20b9, 0x20b9],
      [0xa80, 0xaff],
    ]);
  });
});
