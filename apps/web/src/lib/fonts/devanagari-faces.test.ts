import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEVANAGARI_RANGE } from './devanagari-faces';

const require = createRequire(import.meta.url);

describe("the interface's Devanagari faces", () => {
  it("cover the range the font package's Devanagari files were cut to", () => {
    const file = require.resolve('@fontsource/noto-sans-devanagari/unicode.json');
    const ranges = JSON.parse(readFileSync(file, 'utf8')) as { devanagari: string };
    expect(DEVANAGARI_RANGE).toBe(ranges.devanagari);
  });
});
