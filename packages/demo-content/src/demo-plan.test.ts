import { describe, expect, it } from 'vitest';
import { DEMO_SIZES, demoMediaOf, planDemoCatalog } from './demo-plan';
import { MOTIF_KIND } from './motif-kinds';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('planDemoCatalog', () => {
  const plan = planDemoCatalog(1);
  const media = demoMediaOf(plan);
  const images = media.filter((m) => m.type === 'image');
  const videos = media.filter((m) => m.type === 'video');
  const subCategories = plan.categories.flatMap((c) => c.subCategories);

  it('has the catalog the demo promises', () => {
    expect(plan.categories.length).toBeGreaterThanOrEqual(8);
    expect(subCategories.length).toBeGreaterThanOrEqual(60);
    expect(images.length).toBeGreaterThanOrEqual(450);
    expect(videos.length).toBeGreaterThanOrEqual(12);
    expect(plan.topBannerText.length).toBeGreaterThan(10);
  });

  it('sizes every item by its creative type', () => {
    for (const m of media) {
      expect({ width: m.width, height: m.height }, m.key).toEqual(DEMO_SIZES[m.creativeType]);
      expect(m.creativeType === 'reel', m.key).toBe(m.type === 'video');
    }
  });

  it('makes 5–10 s reels', () => {
    for (const v of videos) {
      expect(v.durationS, v.key).toBeGreaterThanOrEqual(5);
      expect(v.durationS, v.key).toBeLessThanOrEqual(10);
    }
    expect(images.every((m) => m.durationS === null)).toBe(true);
  });

  it('fills every creative-type tab of every sub-category', () => {
    for (const sub of subCategories) {
      const types = new Set(sub.media.map((m) => m.creativeType));
      for (const type of ['post', 'story', 'aiGenerated'] as const)
        expect(types, sub.key).toContain(type);
    }
  });

  it('writes Hindi in Devanagari and English', () => {
    const words = (m: (typeof media)[number]) =>
      Object.values(m.text)
        .filter((v) => typeof v === 'string')
        .join(' ');
    const hindi = media.filter((m) => DEVANAGARI.test(words(m)));
    expect(hindi.length / media.length).toBeGreaterThan(0.4);
    expect(
      media.filter((m) => !DEVANAGARI.test(m.text.headline)).length / media.length,
    ).toBeGreaterThan(0.5);
  });

  it('flags a minority as trending and latest', () => {
    const trending = media.filter((m) => m.isTrending).length;
    const latest = media.filter((m) => m.isLatest).length;
    for (const n of [trending, latest]) {
      expect(n).toBeGreaterThanOrEqual(20);
      expect(n / media.length).toBeLessThan(0.3);
    }
  });

  it('gives stable unique keys and fitting, unique titles', () => {
    const all = [
      ...media,
      ...plan.categories.flatMap((c) => [c.thumbnail, ...c.subCategories.map((s) => s.thumbnail)]),
    ];
    const keys = all.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(media.find((m) => m.key === 'diwali-post-01')).toBeDefined();
    for (const sub of subCategories) {
      const titles = sub.media.map((m) => m.title);
      expect(new Set(titles).size, sub.key).toBe(titles.length);
    }
    // Column sizes of the catalog schema.
    for (const m of media) expect(m.title.length, m.key).toBeLessThanOrEqual(160);
    for (const c of [...plan.categories, ...subCategories])
      expect(c.name.length).toBeLessThanOrEqual(80);
  });

  it('pairs decor motifs with centred layouts and offers with badges', () => {
    for (const m of media) {
      if (MOTIF_KIND[m.recipe.motif] === 'decor')
        expect(['card', 'centerFrame'], m.key).toContain(m.recipe.layout);
      expect(m.recipe.layout === 'offer', m.key).toBe(m.text.badge !== undefined);
      if (m.type === 'video') expect(m.recipe.particles, m.key).not.toBe('none');
    }
  });

  it('is deterministic for a seed and varies with it', () => {
    expect(JSON.stringify(planDemoCatalog(1))).toBe(JSON.stringify(plan));
    const other = demoMediaOf(planDemoCatalog(2));
    const looks = (list: typeof media) => list.map((m) => `${m.title} ${m.recipe.palette.name}`);
    expect(looks(other)).not.toEqual(looks(media));
    expect(other.filter((m, i) => m.recipe.seed === media[i]?.recipe.seed)).toHaveLength(0);
  });
});
