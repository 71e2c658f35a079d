import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UnusableMediaError } from '../../lib/media-errors';
import { renderImageRenditions } from './image-renditions';
import { pngBomb, sampleImage } from './test-media';

const MB = 1024 * 1024;

async function meanAbsDiff(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((x) => sharp(x).removeAlpha().raw().toBuffer()));
  if (!ra || !rb || ra.length !== rb.length) throw new Error('different sizes');
  let sum = 0;
  for (let i = 0; i < ra.length; i++) sum += Math.abs((ra[i] ?? 0) - (rb[i] ?? 0));
  return sum / ra.length;
}

describe('renderImageRenditions', () => {
  it.each([
    ['a 1080×1080 JPEG post', 1080, 1080, 'jpeg', [1080, 1080], [720, 720], [400, 400]],
    ['a 1080×1920 PNG story', 1080, 1920, 'png', [608, 1080], [405, 720], [400, 711]],
    ['a 3000×2000 photo', 3000, 2000, 'jpeg', [1080, 720], [720, 480], [400, 267]],
    ['a small 300×200 image (never enlarged)', 300, 200, 'png', [300, 200], [300, 200], [300, 200]],
  ] as const)(
    'makes the WebP renditions of %s',
    async (_name, w, h, format, preview, phone, thumb) => {
      const r = await renderImageRenditions(await sampleImage(w, h, format));
      expect([r.width, r.height]).toEqual([w, h]);
      for (const image of [r.previewClean, r.previewWatermarked]) {
        expect([image.width, image.height]).toEqual(preview);
        const meta = await sharp(image.data).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...preview]);
        expect(image.contentType).toBe('image/webp');
      }
      const phoneMeta = await sharp(r.previewWatermarkedPhone.data).metadata();
      expect([phoneMeta.format, phoneMeta.width, phoneMeta.height]).toEqual(['webp', ...phone]);
      expect([r.previewWatermarkedPhone.width, r.previewWatermarkedPhone.height]).toEqual(phone);
      const thumbMeta = await sharp(r.thumbnail.data).metadata();
      expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', ...thumb]);
      expect([r.thumbnail.width, r.thumbnail.height]).toEqual(thumb);
    },
  );

  it('watermarks the preview visibly but keeps the design', async () => {
    const r = await renderImageRenditions(await sampleImage(1080, 1080, 'jpeg', 2));
    const diff = await meanAbsDiff(r.previewClean.data, r.previewWatermarked.data);
    expect(diff).toBeGreaterThan(3);
    expect(diff).toBeLessThan(15);
  });

  it("watermarks the phone's preview too: it is the watermarked preview made smaller", async () => {
    const r = await renderImageRenditions(await sampleImage(1080, 1080, 'jpeg', 2));
    const atPhoneSize = (image: Buffer) => sharp(image).resize(720, 720).webp().toBuffer();
    const marked = await atPhoneSize(r.previewWatermarked.data);
    const clean = await atPhoneSize(r.previewClean.data);
    expect(await meanAbsDiff(r.previewWatermarkedPhone.data, marked)).toBeLessThan(3);
    expect(await meanAbsDiff(r.previewWatermarkedPhone.data, clean)).toBeGreaterThan(3);
    expect(r.previewWatermarkedPhone.data.length).toBeLessThan(r.previewWatermarked.data.length);
  });

  it('honours EXIF orientation: a landscape file tagged "rotate 90° CW" is portrait', async () => {
    // Stored 300×200, left half red, right half blue; orientation 6 shows it turned clockwise,
    // so the left edge becomes the top: red above, blue below.
    const halves = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#0000ff' },
    })
      .composite([
        {
          input: { create: { width: 150, height: 200, channels: 3, background: '#ff0000' } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const r = await renderImageRenditions(halves);
    expect([r.width, r.height]).toEqual([200, 300]);
    expect([r.previewClean.width, r.previewClean.height]).toEqual([200, 300]);
    const { data } = await sharp(r.previewClean.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3),
    ];
    expect(pixel(100, 20)[0]).toBeGreaterThan(200);
    expect(pixel(100, 20)[2]).toBeLessThan(60);
    expect(pixel(100, 280)[2]).toBeGreaterThan(200);
    expect(pixel(100, 280)[0]).toBeLessThan(60);
    // The renditions carry no EXIF that would turn them a second time.
    expect((await sharp(r.previewClean.data).metadata()).orientation).toBeUndefined();
  });

  it('keeps transparency and normalises grey, 16-bit and CMYK input to sRGB', async () => {
    const inputs = [
      await sharp({ create: { width: 64, height: 48, channels: 4, background: '#20408080' } })
        .png()
        .toBuffer(),
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
        .toColourspace('b-w')
        .png()
        .toBuffer(),
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#204080' } })
        .toColourspace('rgb16')
        .png()
        .toBuffer(),
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#204080' } })
        .toColourspace('cmyk')
        .jpeg()
        .toBuffer(),
    ];
    const spaces = [];
    for (const input of inputs) {
      const r = await renderImageRenditions(input);
      const meta = await sharp(r.previewWatermarked.data).metadata();
      spaces.push([meta.space, meta.hasAlpha]);
    }
    expect(spaces).toEqual([
      ['srgb', true],
      ['srgb', false],
      ['srgb', false],
      ['srgb', false],
    ]);
  });

  it('refuses a decompression bomb from its header, without the memory to decode it', async () => {
    // 100,000² RGB would be 30 GB decoded; the file is under 1 KB.
    const bomb = pngBomb(100_000, 100_000);
    expect(bomb.length).toBeLessThan(2048);
    const before = process.memoryUsage().rss;
    const error = await renderImageRenditions(bomb).catch((e: unknown) => e);
    const grown = process.memoryUsage().rss - before;
    expect(error).toBeInstanceOf(UnusableMediaError);
    expect(error).toMatchObject({
      statusCode: 422,
      message: 'This image is too large to process (over 50 megapixels)',
    });
    expect(grown).toBeLessThan(100 * MB);
  });

  it('refuses a real photo over the pixel limit the same way', async () => {
    const big = await sharp({
      create: { width: 9000, height: 6000, channels: 3, background: '#88aacc' },
    })
      .jpeg({ quality: 50 })
      .toBuffer();
    const before = process.memoryUsage().rss;
    await expect(renderImageRenditions(big)).rejects.toMatchObject({
      statusCode: 422,
      message: 'This image is too large to process (over 50 megapixels)',
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
  });

  it('answers 422 for a truncated JPEG and for bytes that only look like an image', async () => {
    const jpeg = await sampleImage(800, 800, 'jpeg');
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('and then nothing that a PNG decoder could read'),
    ]);
    for (const input of [truncated, fakePng]) {
      await expect(renderImageRenditions(input)).rejects.toMatchObject({
        statusCode: 422,
        message: 'This image is damaged or incomplete and cannot be used',
      });
    }
  });

  it('refuses an animated GIF, which would lose its animation', async () => {
    // Three 32×32 frames of different greys, stacked as one strip of pages.
    const strip = Buffer.alloc(32 * 96 * 3);
    for (let frame = 0; frame < 3; frame++)
      strip.fill(frame * 100, frame * 3072, (frame + 1) * 3072);
    const animated = await sharp(strip, {
      raw: { width: 32, height: 96, channels: 3, pageHeight: 32 },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    await expect(renderImageRenditions(animated)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Animated GIFs are not supported; please upload them as MP4',
    });
  });
});
