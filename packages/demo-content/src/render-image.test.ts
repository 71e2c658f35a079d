import { createCanvas } from '@napi-rs/canvas';
import { registerBundledFonts } from '@stamp/shared/node/canvas-fonts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoMediaOf, planDemoCatalog } from './demo-plan';
import type { DemoMediaPlan } from './demo-types';
import type { Box } from './render/geometry';
import { layoutScene } from './render/scene-layout';
import { renderDemoImage } from './render-image';

const plan = planDemoCatalog(1);
const media = demoMediaOf(plan);
const byKey = (key: string, list = media): DemoMediaPlan => {
  const item = list.find((m) => m.key === key);
  if (!item) throw new Error(`no ${key}`);
  return item;
};
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.w <= outer.x + outer.w + 0.5 &&
  inner.y + inner.h <= outer.y + outer.h + 0.5;

describe('renderDemoImage', () => {
  beforeAll(() => registerBundledFonts());

  it('lays every item’s text inside the safe area, never in the banner band', () => {
    const thumbnails = plan.categories.flatMap((c) => [
      c.thumbnail,
      ...c.subCategories.map((s) => s.thumbnail),
    ]);
    for (const item of [...media, ...thumbnails]) {
      const ctx = createCanvas(item.width, item.height).getContext('2d');
      const { regions, text } = layoutScene(ctx, item);
      expect(
        text.lines.some((l) => l.role === 'headline'),
        item.key,
      ).toBe(true);
      for (const line of text.lines) {
        expect(inside(line.ink, regions.safe), `${item.key}: "${line.text}"`).toBe(true);
        expect(line.ink.y + line.ink.h, item.key).toBeLessThanOrEqual(regions.band.y);
        // Readable on a phone: nothing under ~2 % of the width.
        expect(line.size, `${item.key}: "${line.text}"`).toBeGreaterThan(item.width * 0.02);
      }
      if (text.pill) expect(inside(text.pill, regions.safe), item.key).toBe(true);
    }
    // Lays out ~380 items (no drawing): about a second, more on a loaded machine.
  }, 60_000);

  it('renders JPEGs of the item’s size with real content', async () => {
    for (const key of ['diwali-post-01', 'holi-story-01', 'sale-discount-ai-01']) {
      const item = byKey(key);
      const jpeg = await renderDemoImage(item);
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([item.width, item.height]);
      const stats = await sharp(jpeg).stats();
      // Not a flat fill: gradients, shapes and text vary the pixels.
      expect(Math.max(...stats.channels.map((c) => c.stdev)), key).toBeGreaterThan(15);
      expect(jpeg.length).toBeLessThan(600_000);
    }
  });

  it('is byte-identical for the same seed and differs for another', async () => {
    const item = byKey('navratri-post-02');
    const [a, b] = await Promise.all([
      renderDemoImage(item),
      renderDemoImage(structuredClone(item)),
    ]);
    expect(a.equals(b)).toBe(true);
    const other = byKey('navratri-post-02', demoMediaOf(planDemoCatalog(2)));
    expect((await renderDemoImage(other)).equals(a)).toBe(false);
  });
});
