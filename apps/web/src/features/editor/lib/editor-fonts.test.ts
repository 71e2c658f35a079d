import { readFileSync } from 'node:fs';
import { EDITOR_FONT_FILES } from '@stamp/shared/editor/fonts';
import { describe, expect, it } from 'vitest';

describe('editor fonts', () => {
  it('declares exactly the files the server canvas registers', () => {
    const source = readFileSync(new URL('./editor-fonts.ts', import.meta.url), 'utf8');
    const declared = [...source.matchAll(/import '@fontsource\/([^/]+)\/([a-z-]+)-(\d+)\.css';/g)]
      .map(([, pkg, subset, weight]) => `${pkg} ${subset} ${weight}`)
      .sort();
    const expected = EDITOR_FONT_FILES.flatMap((f) =>
      f.subsets.flatMap((s) => f.weights.map((w) => `${f.pkg} ${s} ${w}`)),
    ).sort();
    expect(declared).toEqual(expected);
  });
});
