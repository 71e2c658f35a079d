import { EDITOR_DEFAULTS, type EditorSettings } from '@stamp/shared/editor/settings';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blendLayer, drawnSpans, type RawBase } from './blend-layer';
import { drawDesignLayer, drawDesignSpans, renderImageDownload } from './download-render';
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
    const whole = { left: 0, top: 0, width: 1080, height: 1080 };
    const topRight = { left: 760, top: 27, width: 290, height: 54 };
    const topLeft = { left: 27, top: 27, width: 290, height: 54 };
    // The free download's mark: a solid badge in the top right, and a faint pattern that leaves
    // the design as it was nearly everywhere.
    expect(await regionDifference(none.png, marked.png, topRight)).toBeGreaterThan(30);
    expect(await regionDifference(none.png, marked.png, whole)).toBeGreaterThan(0.5);
    expect(await regionDifference(none.png, marked.png, whole)).toBeLessThan(5);

    // A logo in the top right moves the badge to the top left, clear of it.
    const logoRight = settings({ bannerEnabled: false, logoAlign: 'right' });
    const [clean, markedRight] = await Promise.all(
      [false, true].map((watermark) =>
        renderImageDownload({ original, settings: logoRight, logo, watermark }),
      ),
    );
    if (!clean || !markedRight) throw new Error('two renders expected');
    expect(await regionDifference(clean.png, markedRight.png, topLeft)).toBeGreaterThan(30);
    const logoBox = { left: 940, top: 20, width: 100, height: 40 };
    expect(await regionDifference(clean.png, markedRight.png, logoBox)).toBeLessThan(3);
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

  it('keeps an opaque original 3 bands and an original with transparency its alpha', async () => {
    const opaque = await renderImageDownload({
      original: await sampleImage(400, 300, 'png'),
      settings: settings(),
      logo: null,
      watermark: true,
    });
    expect((await sharp(opaque.png).metadata()).channels).toBe(3);

    // Left half transparent, right half opaque teal; the banner strip covers the bottom.
    const pixels = Buffer.alloc(400 * 300 * 4);
    for (let i = 0; i < 400 * 300; i++) {
      if (i % 400 >= 200) pixels.set([0, 128, 128, 255], i * 4);
    }
    const original = await sharp(pixels, { raw: { width: 400, height: 300, channels: 4 } })
      .png()
      .toBuffer();
    const { png } = await renderImageDownload({
      original,
      settings: settings({ bannerMode: 'strip', stripColor: '#00000080' }),
      logo: null,
      watermark: false,
    });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * 400 + x) * 4, (y * 400 + x + 1) * 4));
    expect(at(50, 20)).toEqual([0, 0, 0, 0]);
    expect(at(350, 20)).toEqual([0, 128, 128, 255]);
    // Under the half-black strip, the transparent half becomes the strip itself.
    expect(at(50, 295)).toEqual([0, 0, 0, 128]);
    expect(at(350, 295)).toEqual([0, 64, 64, 255]);
  });

  it('refuses a damaged original with the same error', async () => {
    const jpeg = await sampleImage(400, 300, 'jpeg');
    await expect(
      renderImageDownload({
        original: jpeg.subarray(0, jpeg.length >> 1),
        settings: settings(),
        logo: null,
        watermark: false,
      }),
    ).rejects.toThrow(/could not be read/);
  });

  it('gives the pixels of one full-frame layer with the watermark, within 2/255', async () => {
    const original = await sampleImage(1080, 1350, 'jpeg', 2);
    const logo = await sharp({
      create: {
        width: 300,
        height: 120,
        channels: 4,
        background: { r: 20, g: 90, b: 200, alpha: 0.7 },
      },
    })
      .png()
      .toBuffer();
    const input = { settings: settings({ bannerMode: 'text' }), logo, watermark: true };
    const rendered = await renderImageDownload({ original, ...input });
    const got = await sharp(rendered.png).raw().toBuffer();

    const { data, info } = await sharp(original).raw().toBuffer({ resolveWithObject: true });
    const layer = await drawDesignLayer({ width: info.width, height: info.height, ...input });
    blendLayer(
      { data, width: info.width, height: info.height, channels: 3 },
      drawnSpans(layer.data(), info.width, info.height),
    );
    // The watermark is blended after the design, not drawn over it by Skia: two roundings
    // instead of one, so a few channels (3 in 100,000 here) land 2 levels away.
    const off = [0, 0, 0, 0];
    for (let i = 0; i < data.length; i++) {
      const d = Math.abs((data[i] ?? 0) - (got[i] ?? 0));
      off[Math.min(d, 3)] = (off[Math.min(d, 3)] ?? 0) + 1;
    }
    expect(off[3]).toBe(0);
    expect((off[2] ?? 0) / data.length).toBeLessThan(1e-4);
    expect(got.equals(await sharp(original).raw().toBuffer())).toBe(false);
  });
});

describe('renderImageDownload into a Status frame', () => {
  /** A square creative with a red left edge and a blue right edge, grey between. */
  const edged = (side: number) =>
    sharp({ create: { width: side, height: side, channels: 3, background: '#808080' } })
      .composite([
        {
          input: { create: { width: 40, height: side, channels: 3, background: '#ff0000' } },
          left: 0,
          top: 0,
        },
        {
          input: { create: { width: 40, height: side, channels: 3, background: '#0000ff' } },
          left: side - 40,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
  const pixel = async (png: Buffer, left: number, top: number) => [
    ...(await sharp(png)
      .extract({ left, top, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer()),
  ];

  it('contains the whole creative at 1080×1920 over a blurred, dimmed backdrop of itself', async () => {
    const status = await renderImageDownload({
      original: await edged(600),
      settings: settings({ bannerEnabled: false, logoEnabled: false }),
      logo: null,
      watermark: false,
      frame: { width: 1080, height: 1920 },
    });
    const meta = await sharp(status.png).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([1080, 1920, 3]);
    // Contained (scaled to 1080 wide, centred): both edges are still there, not cropped away.
    const [r1, g1, b1] = await pixel(status.png, 5, 960);
    expect(r1).toBeGreaterThan(200);
    expect(g1).toBeLessThan(30);
    expect(b1).toBeLessThan(30);
    const [r2, g2, b2] = await pixel(status.png, 1074, 960);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(30);
    expect(g2).toBeLessThan(30);
    // Above the creative, the backdrop: the same colours blurred and darker, never bars of one colour.
    const top = await pixel(status.png, 540, 100);
    expect(top[0]).toBeLessThan(128);
    expect(top[0]).toBeGreaterThan(40);
  });

  it('lays the banner out on the frame: at the bottom of the 1920 rows, not of the creative', async () => {
    const original = await edged(600);
    const frame = { width: 1080, height: 1920 };
    const plain = await renderImageDownload({
      original,
      settings: settings({ bannerEnabled: false }),
      logo: null,
      watermark: false,
      frame,
    });
    const strip = await renderImageDownload({
      original,
      settings: settings({ bannerMode: 'strip' }),
      logo: null,
      watermark: false,
      frame,
    });
    const bottom = { left: 0, top: 1800, width: 1080, height: 100 };
    const middle = { left: 0, top: 700, width: 1080, height: 400 };
    expect(await regionDifference(plain.png, strip.png, bottom)).toBeGreaterThan(20);
    expect(await regionDifference(plain.png, strip.png, middle)).toBe(0);
  });
});

describe('drawDesignSpans', () => {
  const logo = () =>
    sharp({ create: { width: 120, height: 360, channels: 4, background: '#e11d48cc' } })
      .png()
      .toBuffer();
  // Every layout the banner has, text that wraps and reaches below its line box, a tall logo
  // and the position slider at both ends: the bands must hold every pixel drawn.
  const cases: Array<[string, number, number, Partial<EditorSettings>]> = [
    ['strip, 4K', 3840, 2160, {}],
    ['text mode with its shadow', 1080, 1080, { bannerMode: 'text' }],
    [
      'text moved up, aligned right',
      1080,
      1920,
      { bannerMode: 'text', bannerTextOffsetPct: -0.3, bannerAlign: 'right' },
    ],
    ['strip moved up', 1200, 900, { bannerTextOffsetPct: -0.4 }],
    ['full mode', 720, 720, { bannerMode: 'full' }],
    [
      'Hindi, wrapped, large',
      608,
      1080,
      {
        bannerText: 'शुभ दीपावली! आपके परिवार को ढेर सारी शुभकामनाएँ',
        bannerFontScale: 1.6,
        bannerMode: 'text',
      },
    ],
    [
      // Nastaliq hangs further above and below its line than any other face we ship.
      'Urdu, wrapped, heavy, on the picture',
      608,
      1080,
      {
        bannerText: 'عید مبارک! شرما مٹھائی والے کی طرف سے آپ سب کو دلی مبارکباد',
        bannerFontScale: 1.6,
        bannerFontWeight: 900,
        bannerMode: 'text',
      },
    ],
    ['logo only', 1080, 1080, { bannerEnabled: false, logoAlign: 'right' }],
  ];
  it.each(cases)(
    '%s: the same pixels as the full-frame layer',
    async (_name, width, height, patch) => {
      const input = { width, height, settings: settings(patch), logo: await logo() };
      const base = (): RawBase => ({
        data: new Uint8Array(width * height * 3).fill(77),
        width,
        height,
        channels: 3,
      });
      const full = base();
      const layer = await drawDesignLayer({ ...input, watermark: false });
      blendLayer(full, drawnSpans(layer.data(), width, height));
      const banded = base();
      for (const spans of await drawDesignSpans(input)) blendLayer(banded, spans);
      expect(Buffer.from(banded.data).equals(Buffer.from(full.data))).toBe(true);
    },
  );
});
