import { EDITOR_DEFAULTS, type EditorSettings } from '@stamp/shared/editor/settings';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderDesignPicture, renderImageDownload } from './download-render';
import { createImagePool } from './image-pool';
import { sampleImage } from './test-media';

const settings: EditorSettings = {
  ...EDITOR_DEFAULTS,
  bannerText: 'Sharma Sweets · 98765 43210',
  bannerMode: 'strip',
};
const logo = () =>
  sharp({ create: { width: 200, height: 200, channels: 4, background: '#ff00ff' } })
    .png()
    .toBuffer();

/** Mean absolute difference per channel of two same-sized images. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const raw = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  expect(x.length).toBe(y.length);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

const pool = createImagePool({ maxThreads: 1 });
afterAll(() => pool.close());

describe('renderDesignPicture (reminder e-mails)', () => {
  it('is the download, only smaller: the same design scaled to the width, as JPEG', async () => {
    const original = await sampleImage(1080, 1920, 'jpeg', 2);
    const input = { original, settings, logo: await logo(), watermark: true };
    const picture = await renderDesignPicture({ ...input, width: 600 });
    const meta = await sharp(picture.jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 1067]);
    expect([picture.width, picture.height]).toEqual([600, 1067]);

    const download = await renderImageDownload(input);
    const scaled = await sharp(download.png).resize(600, 1067, { fit: 'fill' }).png().toBuffer();
    // Text and the mark are drawn at the small size rather than scaled down, and JPEG moves
    // colours a little: about 2 apart (measured 1.9), where a design without the banner strip
    // is about 30 apart.
    expect(await meanDifference(picture.jpeg, scaled)).toBeLessThan(3);
    const other = await renderDesignPicture({ ...input, settings: EDITOR_DEFAULTS, width: 600 });
    expect(await meanDifference(other.jpeg, scaled)).toBeGreaterThan(10);
  });

  it('never enlarges a small original', async () => {
    const original = await sampleImage(400, 400, 'png', 1);
    const picture = await renderDesignPicture({
      original,
      settings,
      logo: null,
      watermark: false,
      width: 600,
    });
    expect([picture.width, picture.height]).toEqual([400, 400]);
  });

  it('runs on the image pool, off the event loop', async () => {
    const picture = await pool.renderPicture({
      original: await sampleImage(1080, 1080, 'jpeg', 3),
      settings,
      logo: await logo(),
      watermark: false,
      width: 600,
    });
    const meta = await sharp(picture.jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 600]);
  });
});
