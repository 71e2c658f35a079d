import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { sliceStream } from './slice-stream';

const chunks = () => Readable.from(['0123', '4567', '89'].map((s) => Buffer.from(s)));

describe('sliceStream', () => {
  it.each([
    [0, 9, '0123456789'],
    [0, 0, '0'],
    [3, 5, '345'],
    [8, 9, '89'],
    [4, 7, '4567'],
  ])('bytes %i-%i', async (start, end, expected) => {
    expect(await text(chunks().pipe(sliceStream(start, end)))).toBe(expected);
  });
});
