import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const WOFF = require.resolve(
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
);

/** An sfnt table's checksum: the sum of its big-endian 32-bit words, zero-padded. */
function tableChecksum(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

describe('a WOFF font unwrapped for fontconfig', () => {
  const woff = readFileSync(WOFF);
  const sfnt = woffToSfnt(woff);

  it('is a TrueType file with every table of the WOFF, each matching its checksum', () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    const tags: string[] = [];
    for (let index = 0; index < numTables; index++) {
      const record = 12 + index * 16;
      const tag = sfnt.toString('latin1', record, record + 4);
      const offset = sfnt.readUInt32BE(record + 8);
      const length = sfnt.readUInt32BE(record + 12);
      tags.push(tag);
      expect(offset % 4, tag).toBe(0);
      // head's checksum is taken with its checkSumAdjustment field as zero.
      const data = Buffer.from(sfnt.subarray(offset, offset + length));
      if (tag === 'head') data.writeUInt32BE(0, 8);
      expect(tableChecksum(data), tag).toBe(sfnt.readUInt32BE(record + 4));
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'head', 'name']));
    // The WOFF's header records the size of the font it wraps.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(sfnt)).toThrow('not a WOFF 1.0 file');
    expect(() => woffToSfnt(Buffer.alloc(0))).toThrow('not a WOFF 1.0 file');
  });
});
