import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { blendLayer, compactLayer, drawnSpans, type LayerSpans, type RawBase } from './blend-layer';

type Rgba = [number, number, number, number];

/** One premultiplied RGBA pixel (as Skia stores it) from a straight colour and alpha. */
const premultiplied = (r: number, g: number, b: number, a: number) =>
  [r, g, b].map((c) => Math.round((c * a) / 255)).concat(a);

/** A layer the size of the frame from rows of premultiplied pixels (null = transparent). */
function layerOf(rows: (number[] | null)[][]): { bytes: Uint8Array; width: number } {
  const width = rows[0]?.length ?? 0;
  const bytes = new Uint8Array(width * rows.length * 4);
  rows.forEach((row, y) => {
    row.forEach((pixel, x) => {
      if (pixel) bytes.set(pixel, (y * width + x) * 4);
    });
  });
  return { bytes, width };
}

function base(channels: 3 | 4, width: number, height: number, pixel: number[]): RawBase {
  const data = new Uint8Array(width * height * channels);
  for (let i = 0; i < data.length; i += channels) data.set(pixel, i);
  return { data, width, height, channels };
}

const pixelAt = (b: RawBase, x: number, y: number) =>
  Array.from(b.data.subarray((y * b.width + x) * b.channels, (y * b.width + x + 1) * b.channels));

const whole = (bytes: Uint8Array, width: number, height: number): LayerSpans =>
  drawnSpans(bytes, width, height);

describe('blendLayer over an opaque (3-band) base', () => {
  // Base (200, 100, 0); layer colour (0, 0, 255) at several alphas. Exact source-over, rounded
  // once: out = s + d·(255 − a)/255.
  it.each([
    [0, [200, 100, 0]],
    [1, [199, 100, 1]], // s = (0, 0, 1); 200·254/255 = 199.2, 100·254/255 = 99.6
    [128, [100, 50, 128]], // 200·127/255 = 99.6 → 100, 100·127/255 = 49.8 → 50
    [204, [40, 20, 204]], // 80% alpha: 200·51/255 = 40 exactly
    [254, [1, 0, 254]], // 200/255 = 0.78 → 1, 100/255 = 0.39 → 0
    [255, [0, 0, 255]],
  ])('alpha %i gives %j', (alpha, expected) => {
    const { bytes, width } = layerOf([[premultiplied(0, 0, 255, alpha)]]);
    const b = base(3, 1, 1, [200, 100, 0]);
    blendLayer(b, whole(bytes, width, 1));
    expect(pixelAt(b, 0, 0)).toEqual(expected);
  });

  it('rounds d·(255 − a)/255 to nearest for every pair of 8-bit values', () => {
    // The whole table: 256 base values × 256 alphas, black layer (s = 0), so out is the rounded
    // product alone.
    const width = 256;
    const layer = new Uint8Array(width * 256 * 4);
    const b = base(3, width, 256, [0, 0, 0]);
    for (let a = 0; a < 256; a++) {
      for (let d = 0; d < 256; d++) {
        const i = a * width + d;
        layer[i * 4 + 3] = a;
        b.data.set([d, d, d], i * 3);
      }
    }
    blendLayer(b, whole(layer, width, 256));
    for (let a = 1; a < 256; a++) {
      for (let d = 0; d < 256; d++) {
        expect(b.data[(a * width + d) * 3]).toBe(Math.round((d * (255 - a)) / 255));
      }
    }
  });

  it('touches nothing outside the drawn pixels, up to the edge of the frame', () => {
    const red = premultiplied(255, 0, 0, 255);
    const half = premultiplied(255, 255, 255, 128);
    // 4×3: row 0 empty, row 1 drawn at both edges, row 2 drawn in the last column only.
    const { bytes, width } = layerOf([
      [null, null, null, null],
      [red, null, null, half],
      [null, null, null, red],
    ]);
    const b = base(3, 4, 3, [10, 20, 30]);
    blendLayer(b, whole(bytes, width, 3));
    expect([0, 1, 2, 3].map((x) => pixelAt(b, x, 0))).toEqual(Array(4).fill([10, 20, 30]));
    expect(pixelAt(b, 0, 1)).toEqual([255, 0, 0]);
    expect(pixelAt(b, 1, 1)).toEqual([10, 20, 30]);
    expect(pixelAt(b, 2, 1)).toEqual([10, 20, 30]);
    // 128 + 10·127/255 = 133.0, 128 + 20·127/255 = 138.0, 128 + 30·127/255 = 142.9
    expect(pixelAt(b, 3, 1)).toEqual([133, 138, 143]);
    expect(pixelAt(b, 2, 2)).toEqual([10, 20, 30]);
    expect(pixelAt(b, 3, 2)).toEqual([255, 0, 0]);
  });
});

describe('blendLayer over a base with alpha (4 bands, straight)', () => {
  it.each([
    // base pixel, layer pixel (straight colour + alpha), expected straight result
    ['opaque base, half layer', [200, 100, 0, 255], [0, 0, 255, 128], [100, 50, 128, 255]],
    ['transparent base: the layer alone', [9, 9, 9, 0], [0, 0, 255, 128], [0, 0, 255, 128]],
    ['opaque layer: the layer alone', [200, 100, 0, 60], [10, 20, 30, 255], [10, 20, 30, 255]],
    // a = 128, b = 128: alpha 128 + 128·127/255 = 191.7 → 192; over the premultiplied sum's
    // denominator 128·255 + 128·127 = 48896, red 255·128·127 / 48896 = 84.8 → 85 and blue
    // 128·65025 / 48896 = 170.2 → 170
    ['both half', [255, 0, 0, 128], [0, 0, 255, 128], [85, 0, 170, 192]],
    ['transparent layer pixel', [1, 2, 3, 4], null, [1, 2, 3, 4]],
  ] as Array<[string, number[], Rgba | null, number[]]>)('%s', (_name, below, above, expected) => {
    const { bytes, width } = layerOf([[above ? premultiplied(...above) : null]]);
    const b = base(4, 1, 1, below);
    blendLayer(b, whole(bytes, width, 1));
    expect(pixelAt(b, 0, 0)).toEqual(expected);
  });
});

describe('drawnSpans', () => {
  it('cuts each row to its first and last drawn pixel and skips empty rows', () => {
    const p = [1, 1, 1, 1];
    const { bytes, width } = layerOf([
      [null, null, null, null, null],
      [null, p, null, p, null],
      [p, null, null, null, null],
      [null, null, null, null, null],
      [null, null, null, null, p],
    ]);
    const { spans } = drawnSpans(bytes, width, 5);
    // (frame index, layer index, length): row 1 x 1–3, row 2 x 0, row 4 x 4.
    expect(Array.from(spans)).toEqual([6, 6, 3, 10, 10, 1, 24, 24, 1]);
  });

  it('reads a layer that does not start on a 4-byte boundary', () => {
    const backing = new Uint8Array(4 * 2 + 1);
    backing.set([5, 6, 7, 255], 1 + 4);
    const { spans, pixels } = drawnSpans(backing.subarray(1), 2, 1);
    expect(Array.from(spans)).toEqual([1, 1, 1]);
    expect(pixels[1]).toBe(0xff070605);
  });
});

describe('compactLayer', () => {
  it('keeps only drawn runs and blends exactly like the full layer', () => {
    const width = 300;
    const height = 120;
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = 'rgba(255, 255, 255, 0.3)';
    ctx.font = '40px sans-serif';
    ctx.rotate(-0.3);
    ctx.fillText('STAMP STAMP', 0, 100);
    ctx.fillRect(250, 80, 30, 30);
    const layer = canvas.data();

    const compact = compactLayer(layer, width, height);
    const drawn = new Uint32Array(layer.buffer, layer.byteOffset, width * height).filter(
      (p) => p !== 0,
    ).length;
    expect(compact.pixels.length).toBeGreaterThanOrEqual(drawn);
    expect(compact.pixels.length).toBeLessThan(width * height * 0.6);

    const a = base(3, width, height, [40, 160, 90]);
    const b = base(3, width, height, [40, 160, 90]);
    blendLayer(a, drawnSpans(layer, width, height));
    blendLayer(b, compact);
    expect(Buffer.from(b.data).equals(Buffer.from(a.data))).toBe(true);
    expect(
      Buffer.from(a.data).equals(Buffer.from(base(3, width, height, [40, 160, 90]).data)),
    ).toBe(false);
  });
});
