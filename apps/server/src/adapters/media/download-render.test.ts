import { EDITOR_DEFAULTS, type EditorSettings } from '@stamp/shared/editor/settings';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderImageDownload } from './download-render';
import { pngBomb, sampleImage } from './test-media';

const settings = (overrides: Partial<EditorSettings> = {}): EditorSettings => ({
  ...EDITOR_DEFAULTS,
  bannerText: 'Sharma Sweets · 98765 43210',
  ...overrides,
});

/** Mean absolute difference per channel between two same-sized RGB renders, over a region. */
async function regionDifference(
  a: Buffer,
  b: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const raw = (png: Buffer) =>
    sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.data.length; i++) sum += Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0));
  return sum / x.data.length;
}

describe('renderImageDownload', () => {
  it('renders at the original size as PNG, the banner on the bottom and nothing elsewhere', async () => {
    const original = await sampleImage(1200, 900, 'jpeg');
    const plain = await renderImageDownload({
      original,
      settings: settings({ bannerEnabled: false }),
      logo: null,
      watermark: false,
    });
    const banner = await renderImageDownload({
      original,
      settings: settings(),
      logo: null,
      watermark: false,
    });
    const meta = await sharp(banner.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 900]);
    expect(
      await regionDifference(plain.png, banner.png, {
        left: 0,
        top: 780,
        width: 1200,
        height: 120,
      }),
    ).toBeGreaterThan(3);
    expect(
      await regionDifference(plain.png, banner.png, { left: 0, top: 0, width: 1200, height: 600 }),
    ).toBe(0);
  });

  it('draws the logo in its corner and the watermark only when due', async () => {
    const original = await sampleImage(1080, 1080, 'png', 1);
    const logo = await sharp({
      create: { width: 200, height: 100, channels: 4, background: '#e11d48' },
    })
      .png()
      .toBuffer();
    const none = await renderImageDownload({
      original,
      settings: settings({ bannerEnabled: false }),
      logo: null,
      watermark: false,
    });
    const withLogo = await renderImageDownload({
      original,
      settings: settings({ bannerEnabled: false }),
      logo,
      watermark: false,
    });
    // Logo: 12% of 1080 wide = 129.6 px, at 12 px padding, top left.
    const corner = await sharp(withLogo.png)
      .extract({ left: 20, top: 20, width: 100, height: 40 })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect([corner[0], corner[1], corner[2]]).toEqual([0xe1, 0x1d, 0x48]);
    expect(
      await regionDifference(none.png, withLogo.png, {
        left: 600,
        top: 0,
        width: 480,
        height: 1080,
      }),
    ).toBe(0);

    const marked = await renderImageDownload({
      original,
      settings: settings({ bannerEnabled: false }),
      logo: null,
      watermark: true,
    });
    expect(
      await regionDifference(none.png, marked.png, { left: 0, top: 0, width: 1080, height: 1080 }),
    ).toBeGreaterThan(2);
  });

  it('refuses an original over the pixel limit without decoding it', async () => {
    await expect(
      renderImageDownload({
        original: pngBomb(20_000, 20_000),
        settings: settings(),
        logo: null,
        watermark: false,
        pixelLimit: 50_000_000,
      }),
    ).rejects.toThrow(/could not be read|too large/);
  });
});
