import { CATEGORY_SPECS } from '@stamp/demo-content/content/catalog-spec';
import type { DemoMediaPlan } from '@stamp/demo-content/demo-types';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFfmpeg } from '../../adapters/media/ffmpeg';
import { downloads, festivals, media, subCategories } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { FESTIVAL_DEFINITIONS } from '../festivals/festival-data';
import { seedDemoCatalog } from './seed-demo';
import { demoSeedNeeded } from './seed-status';

// A slice of the demo: the first image of a few sub-categories and one reel, through the real
// generator and ingest. (The whole catalog takes minutes; its size is checked in demo-plan.test.)
const picked = new Set<string>();
function select(item: DemoMediaPlan): boolean {
  const group = item.type === 'video' ? 'video' : item.key.replace(/-[^-]+-\d+$/, '');
  if (picked.has(group) || picked.size >= 4) return false;
  picked.add(group);
  return true;
}

describe('demo seed', () => {
  let t: TestApp;
  const log = { info() {} };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('loads generated items through the real ingest, once, resumably', async () => {
    expect(await demoSeedNeeded(t.services.catalogAdmin)).toBe(true);
    const { ffmpeg } = await defaultFfmpeg();
    const first = await seedDemoCatalog({
      db: t.db,
      admin: t.services.catalogAdmin,
      ffmpegPath: ffmpeg,
      log,
      select,
      history: { accounts: t.services.accounts, downloads: t.services.downloads, shoppers: 3 },
    });
    expect(first.added).toBe(picked.size);
    // Demo shoppers downloaded through the real service: the cards count them.
    expect(first.downloads).toBeGreaterThan(0);
    const items = await t.db.select().from(media);
    const counted = items.reduce((sum, item) => sum + item.downloadCount, 0);
    expect(counted).toBe(first.downloads);
    expect(await t.db.$count(downloads)).toBe(first.downloads);
    expect(await demoSeedNeeded(t.services.catalogAdmin)).toBe(false);

    const categories = await t.client().get('/api/v1/user/categories');
    expect(categories.body.data.length).toBeGreaterThan(0);
    expect(categories.body.data[0].thumbnailImage.secureUrl).toMatch(/^\/media\/public\/thumbs\//);
    const feed = await t.client().get('/api/v1/user/media/home/feeds');
    expect(feed.body.data.topBanner.topBannerText).not.toBe('Stamp Your Identity');

    // Each festival whose demo sub-category was seeded is linked to it (found by the demo's
    // key: "Eid Mubarak" is the sub-category of the key `eid`), and no other festival is.
    const demoNames = new Map(
      CATEGORY_SPECS.flatMap((c) => c.subCategories).map((sub) => [sub.key, sub.name]),
    );
    const seededNames = new Set((await t.db.select().from(subCategories)).map((sub) => sub.name));
    const expected = FESTIVAL_DEFINITIONS.flatMap((definition) => {
      const name = definition.demoSubCategory && demoNames.get(definition.demoSubCategory);
      return name && seededNames.has(name) ? [[definition.key, name]] : [];
    });
    expect(expected.length).toBeGreaterThan(0);
    const linked = await t.db
      .select({ key: festivals.key, name: subCategories.name })
      .from(festivals)
      .innerJoin(subCategories, eq(subCategories.id, festivals.subCategoryId))
      .where(isNotNull(festivals.subCategoryId));
    expect(linked.map((row) => [row.key, row.name]).sort()).toEqual(expected.sort());

    const again = await seedDemoCatalog({
      db: t.db,
      admin: t.services.catalogAdmin,
      ffmpegPath: ffmpeg,
      log,
      select,
      history: { accounts: t.services.accounts, downloads: t.services.downloads, shoppers: 3 },
    });
    expect(again.added).toBe(0);
    expect(again.downloads).toBe(0);
  }, 240_000);
});
