import { describe, expect, it } from 'vitest';
import {
  BADGE_TEXT,
  badgeRect,
  downloadMarkLayout,
  drawDownloadMark,
  markCorner,
} from './download-mark';
import { recordingContext } from './testing/recording-context';

describe('downloadMarkLayout', () => {
  it('scales with the shorter side, with floors for small files', () => {
    expect(downloadMarkLayout(1080, 1080).badgeHeight).toBe(54);
    expect(downloadMarkLayout(1080, 1920).badgeHeight).toBe(54);
    expect(downloadMarkLayout(3840, 2160).badgeHeight).toBe(108);
    expect(downloadMarkLayout(300, 300).badgeHeight).toBe(22);
  });
});

describe('drawDownloadMark', () => {
  it('draws one "Made with Stamp" badge with our logo in the top right corner', () => {
    const { ctx, calls, ops } = recordingContext();
    drawDownloadMark(ctx, 1080, 1080, 'top-right');
    expect(calls.filter((c) => c.text === BADGE_TEXT)).toHaveLength(1);
    const fills = ops.filter((o) => o.op === 'path' && o.kind === 'fill');
    // The pill, then the orange square of the logo inside it.
    expect(fills.map((o) => (o.op === 'path' ? o.style : ''))).toEqual([
      'rgba(17, 17, 17, 0.62)',
      '#f97316',
    ]);
    const [pill] = fills;
    if (pill?.op !== 'path') throw new Error('no pill');
    expect(pill.right).toBeCloseTo(1080 - 27);
    expect(pill.top).toBeCloseTo(27);
    expect(pill.bottom - pill.top).toBeCloseTo(54);
    expect(pill.left).toBeGreaterThan(1080 / 2);
    expect(ctx.depth()).toBe(0);
  });

  it('keeps the pattern faint: no word over a fifth opaque, outlines fainter still', () => {
    const { ctx, calls } = recordingContext();
    drawDownloadMark(ctx, 1080, 1080, 'top-left');
    const pattern = calls.filter((c) => c.text === 'stamp');
    expect(pattern.length).toBeGreaterThan(20);
    expect(Math.max(...pattern.map((c) => c.alpha))).toBeLessThanOrEqual(0.2);
    expect(pattern.filter((c) => c.kind === 'stroke').every((c) => c.alpha < 0.1)).toBe(true);
  });

  it('marks every quadrant of a story, so no crop escapes it', () => {
    const width = 1080;
    const height = 1920;
    const { ctx, calls } = recordingContext();
    drawDownloadMark(ctx, width, height, 'top-right');
    // Pattern words are placed relative to the centre, rotated -30°: undo that to find them.
    const angle = -Math.PI / 6;
    const quadrants = new Set<number>();
    for (const c of calls.filter((call) => call.text === 'stamp')) {
      const x = width / 2 + c.x * Math.cos(angle) - c.y * Math.sin(angle);
      const y = height / 2 + c.x * Math.sin(angle) + c.y * Math.cos(angle);
      if (x < 0 || x > width || y < 0 || y > height) continue;
      quadrants.add((y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1));
    }
    expect([...quadrants].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('markCorner', () => {
  const { ctx } = recordingContext();
  it('takes the top right, or the top left when the logo is there', () => {
    expect(markCorner(ctx, 1080, 1080, null)).toBe('top-right');
    const leftLogo = { x: 12, y: 12, width: 130, height: 65 };
    expect(markCorner(ctx, 1080, 1080, leftLogo)).toBe('top-right');
    const rightLogo = { x: 938, y: 12, width: 130, height: 65 };
    expect(markCorner(ctx, 1080, 1080, rightLogo)).toBe('top-left');
    const badge = badgeRect(ctx, 1080, 1080, 'top-left');
    expect(badge.x).toBe(27);
  });
});
