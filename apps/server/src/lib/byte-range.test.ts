import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('Range header', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'partial', start: 100, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
    ['BYTES=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-2000', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Ignored, so the whole file is sent: bad syntax, another unit, several ranges, reversed.
    ['bytes=abc', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
    ['items=0-9', { kind: 'full' }],
    ['bytes=0-9,20-29', { kind: 'full' }],
    ['bytes=50-10', { kind: 'full' }],
    ['bytes=0-99999999999999999999', { kind: 'full' }],
  ])('%s of 1000 bytes → %j', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it('finds no bytes to give in an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
