import { createCanvas } from '@napi-rs/canvas';
import { drawDownloadMark } from '@stamp/shared/compose/download-mark';
import { drawWatermark } from '@stamp/shared/compose/watermark';
import { registerBundledFonts } from '@stamp/shared/node/canvas-fonts';
import { describe, expect, it } from 'vitest';
import { drawCreative } from './test-media';

registerBundledFonts();

/** Per quadrant: share of pixels the watermark changed, and the mean change per channel. */
function compare(before: Buffer, after: Buffer, width: number, height: number) {
  const quadrants = [0, 1, 2, 3].map(() => ({ changed: 0, pixels: 0 }));
  let sumDiff = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      let diff = 0;
      for (let c = 0; c < 3; c++) diff += Math.abs((after[i + c] ?? 0) - (before[i + c] ?? 0));
      sumDiff += diff;
      const q = quadrants[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)];
      if (!q) continue;
      q.pixels += 1;
      // A change under 8 levels is antialiasing noise, not a visible mark.
      if (diff > 8 * 3) q.changed += 1;
    }
  }
  return {
    changedShare: quadrants.map((q) => q.changed / q.pixels),
    meanDiffPerChannel: sumDiff / (width * height * 3),
  };
}

describe('the watermark drawn on @napi-rs/canvas', () => {
  it.each([
    [400, 400],
    [1080, 1080],
    [1080, 1920],
    [3840, 2160],
  ])('covers every quadrant of a %i×%i creative but keeps it recognisable', (width, height) => {
    const base = drawCreative(width, height, 1);
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    const image = ctx.createImageData(width, height);
    image.data.set(base.rgba);
    ctx.putImageData(image, 0, 0);
    // The shared function's context type accepts the server canvas as is.
    drawWatermark(ctx, width, height);
    const { changedShare, meanDiffPerChannel } = compare(base.rgba, canvas.data(), width, height);

    for (const share of changedShare) {
      // Enough marks that no quadrant can be cropped out clean…
      expect(share).toBeGreaterThan(0.06);
      // …but most of the design stays as it was.
      expect(share).toBeLessThan(0.35);
    }
    expect(meanDiffPerChannel).toBeGreaterThan(3);
    expect(meanDiffPerChannel).toBeLessThan(15);
  });

  it('draws with the bundled face, not the silent serif fallback', () => {
    const width = 600;
    const drawWith = (family: string) => {
      const canvas = createCanvas(width, width);
      drawWatermark(canvas.getContext('2d'), width, width, { family });
      return canvas.data();
    };
    expect(drawWith('Poppins').equals(drawWith('No Such Font'))).toBe(false);
  });
});

describe("the free download's mark drawn on @napi-rs/canvas", () => {
  it.each([
    [1080, 1080],
    [1080, 1920],
    [3840, 2160],
  ])(
    'marks every quadrant of a %i×%i creative and leaves the design nearly untouched',
    (width, height) => {
      const base = drawCreative(width, height, 1);
      const canvas = createCanvas(width, height);
      const ctx = canvas.getContext('2d');
      const image = ctx.createImageData(width, height);
      image.data.set(base.rgba);
      ctx.putImageData(image, 0, 0);
      drawDownloadMark(ctx, width, height, 'top-right');
      const { changedShare, meanDiffPerChannel } = compare(base.rgba, canvas.data(), width, height);
      for (const share of changedShare) expect(share).toBeGreaterThan(0.002);
      // The badge's quadrant changes most; the others keep well over 95% of their pixels.
      const [topLeft, topRight, bottomLeft, bottomRight] = changedShare;
      for (const share of [topLeft, bottomLeft, bottomRight]) expect(share).toBeLessThan(0.05);
      expect(topRight).toBeLessThan(0.12);
      // Several times lighter than the preview's watermark (3 to 15 above).
      expect(meanDiffPerChannel).toBeGreaterThan(0.3);
      expect(meanDiffPerChannel).toBeLessThan(2.5);
    },
  );
});
