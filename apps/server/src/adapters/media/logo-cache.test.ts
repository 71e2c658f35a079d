import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeLogo } from './logo-cache';

const logoPng = (size: number, red: number) =>
  sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: { r: red, g: 40, b: 90, alpha: 0.8 },
    },
  })
    .png()
    .toBuffer();

describe('decodeLogo', () => {
  it('decodes a logo once and reuses it for the same bytes, even from another buffer', async () => {
    const bytes = await logoPng(120, 200);
    const first = await decodeLogo(bytes);
    expect([first.width, first.height]).toEqual([120, 120]);
    expect(await decodeLogo(Buffer.from(bytes))).toBe(first);
    const other = await decodeLogo(await logoPng(120, 10));
    expect(other).not.toBe(first);
  });

  it('rejects bytes that are not an image and does not keep the failure', async () => {
    const junk = Buffer.from('not a logo at all');
    await expect(decodeLogo(junk)).rejects.toThrow();
    await expect(decodeLogo(junk)).rejects.toThrow();
  });

  it('keeps at most 32 MB of decoded logos a thread, dropping the least recently used', async () => {
    // 2000² RGBA is 16 MB decoded: two fit, a third pushes out the one used longest ago.
    const [a, b, c] = await Promise.all([logoPng(2000, 1), logoPng(2000, 2), logoPng(2000, 3)]);
    const decodedA = await decodeLogo(a);
    const decodedB = await decodeLogo(b);
    expect(await decodeLogo(a)).toBe(decodedA);
    await decodeLogo(c);
    expect(await decodeLogo(a)).toBe(decodedA);
    expect(await decodeLogo(b)).not.toBe(decodedB);
  });
});
