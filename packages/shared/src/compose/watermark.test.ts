import { describe, expect, it } from 'vitest';
import { FONT_FAMILY } from './fonts';
import { recordingContext } from './testing/recording-context';
import { drawWatermark, watermarkLayout } from './watermark';

const fontSize = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1]);

describe('watermarkLayout', () => {
  it('scales with the shorter side, from a 400 px thumbnail to 4K', () => {
    const small = watermarkLayout(400, 400);
    const post = watermarkLayout(1080, 1080);
    const story = watermarkLayout(1080, 1920);
    const uhd = watermarkLayout(3840, 2160);
    expect(small.patternSize).toBe(10);
    expect(post.patternSize).toBe(28);
    expect(story.patternSize).toBe(post.patternSize);
    expect(uhd.patternSize).toBe(56);
    expect(uhd.markSize).toBe(432);
    expect(post.reach).toBeCloseTo(Math.hypot(1080, 1080) / 2);
  });

  it('keeps a floor so tiny outputs stay legible', () => {
    expect(watermarkLayout(120, 90).patternSize).toBe(9);
    expect(watermarkLayout(120, 90).markSize).toBe(24);
  });
});

describe('drawWatermark', () => {
  it('draws the diagonal pattern and one centred mark in the bundled Poppins face', () => {
    const { ctx, calls } = recordingContext();
    drawWatermark(ctx, 1080, 1080);
    const texts = new Set(calls.map((c) => c.text));
    expect(texts).toEqual(new Set(['STAMP', 'stamp.preview', 'PREVIEW']));
    expect(calls.every((c) => c.font.endsWith(`"${FONT_FAMILY.poppins}"`))).toBe(true);
    const pattern = calls.filter((c) => c.text === 'stamp.preview');
    expect(pattern.length).toBeGreaterThan(40);
    expect(pattern.every((c) => c.angle === -Math.PI / 6)).toBe(true);
    const centred = calls.filter((c) => c.angle === 0);
    expect(centred.map((c) => c.text)).toEqual(['STAMP', 'STAMP', 'PREVIEW', 'PREVIEW']);
  });

  it('outlines every word before filling it, at low opacity', () => {
    const { ctx, calls } = recordingContext();
    drawWatermark(ctx, 800, 600);
    for (const kind of ['fill', 'stroke'] as const) {
      expect(calls.filter((c) => c.kind === kind).length).toBe(calls.length / 2);
    }
    expect(Math.max(...calls.map((c) => c.alpha))).toBeLessThanOrEqual(0.6);
  });

  it('reaches every corner of the frame with the rotated pattern', () => {
    const width = 1080;
    const height = 1920;
    const { ctx, calls } = recordingContext();
    drawWatermark(ctx, width, height);
    // Pattern coordinates are relative to the centre, rotated: undo the rotation to find where
    // each word starts on the image, and check all four corner regions get some.
    const cos = Math.cos(-Math.PI / 6);
    const sin = Math.sin(-Math.PI / 6);
    const starts = calls
      .filter((c) => c.kind === 'fill' && c.angle !== 0)
      .map((c) => ({
        x: width / 2 + c.x * cos - c.y * sin,
        y: height / 2 + c.x * sin + c.y * cos,
      }));
    const corner = (cx: number, cy: number) =>
      starts.some((p) => Math.abs(p.x - cx) < width * 0.2 && Math.abs(p.y - cy) < height * 0.2);
    expect([corner(0, 0), corner(width, 0), corner(0, height), corner(width, height)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('fits a long custom mark inside the width of a narrow story', () => {
    const { ctx, calls } = recordingContext();
    drawWatermark(ctx, 608, 1080, { mark: 'STAMP MARKETPLACE' });
    const mark = calls.find((c) => c.angle === 0 && c.text === 'STAMP MARKETPLACE');
    const width = 'STAMP MARKETPLACE'.length * fontSize(mark?.font ?? '') * 0.6;
    expect(width).toBeLessThanOrEqual(608 * 0.72 + 1);
  });

  it('balances every save with a restore', () => {
    const { ctx } = recordingContext();
    drawWatermark(ctx, 400, 400);
    expect(ctx.depth()).toBe(0);
  });

  it('draws nothing at zero opacity or zero size', () => {
    for (const [w, h, opacity] of [
      [400, 400, 0],
      [0, 400, 1],
    ] as const) {
      const { ctx, calls } = recordingContext();
      drawWatermark(ctx, w, h, { opacity });
      expect(calls).toEqual([]);
    }
  });
});
