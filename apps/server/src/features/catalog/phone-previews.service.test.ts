import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePreviewFrom } from '../../adapters/media/image-renditions';
import { media } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createCatalogFixture } from './catalog.fixtures';
import type { MediaRow } from './catalog.presenter';
import { hashedKey } from './ingest';
import { createPhonePreviewBackfill } from './phone-previews.service';

let t: TestApp;
let old: MediaRow[];
let reel: MediaRow;
let subCategoryId: string;
// One fixture for the file: its files are named by a counter of its own.
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;

const warnings: object[] = [];
const backfill = () =>
  createPhonePreviewBackfill({
    db: t.db,
    storage: t.storage,
    cache: t.catalogCache,
    phonePreviewFrom,
    log: { warn: (obj) => warnings.push(obj) },
  });

beforeAll(async () => {
  t = await startTestApp();
  // Items written as they were before the phone-size preview existed: none has one.
  fixture = await createCatalogFixture(t.db, t.storage);
  const festivals = await fixture.category('Festivals');
  const diwali = await fixture.subCategory(festivals, 'Diwali');
  subCategoryId = diwali.id;
  old = [];
  for (let i = 0; i < 3; i++)
    old.push(await fixture.media(diwali, festivals, { title: `Old ${i}` }));
  reel = await fixture.media(diwali, festivals, { title: 'Old reel', type: 'video' });
});
afterAll(async () => {
  await t?.close();
});

const phoneKeyOf = async (id: string) =>
  (await t.db.select({ key: media.previewPhoneKey }).from(media).where(eq(media.id, id)))[0]?.key;

describe('the phone-size preview for items from before it existed', () => {
  it('is made from each image’s watermarked preview, and the API then names it', async () => {
    // The answer is cached first: the backfill must clear it for the new links to show.
    const before = await t.client().get(`/api/v1/user/subcategories/${subCategoryId}/media/images`);
    expect(before.body.data.map((m: { phoneUrl: unknown }) => m.phoneUrl)).toEqual([
      null,
      null,
      null,
    ]);

    expect(await backfill().fillMissing()).toBe(3);
    for (const item of old) {
      const key = (await phoneKeyOf(item.id)) ?? '';
      expect(key).toMatch(/^public\/previews\/[0-9a-f]{32}\.webp$/);
      const meta = await sharp(await t.storage.get(key)).metadata();
      expect(meta.format).toBe('webp');
    }
    // Videos have none: the item page plays them.
    expect(await phoneKeyOf(reel.id)).toBeNull();

    const after = await t.client().get(`/api/v1/user/subcategories/${subCategoryId}/media/images`);
    for (const item of after.body.data as { phoneUrl: string }[]) {
      expect(item.phoneUrl).toMatch(/^\/media\/public\/previews\/[0-9a-f]{32}\.webp$/);
      expect((await t.client().get(item.phoneUrl)).status).toBe(200);
    }
    // Done once: a second run finds nothing to do.
    expect(await backfill().fillMissing()).toBe(0);
  });

  it('skips an item whose stored preview is damaged, and goes on with the rest', async () => {
    const category = await fixture.category('Business');
    const shop = await fixture.subCategory(category, 'Shop');
    const damaged = await fixture.media(shop, category, { title: 'Damaged' });
    const fine = await fixture.media(shop, category, { title: 'Fine' });
    await t.storage.put(damaged.previewWatermarkedKey, Buffer.from('not a picture'), 'image/webp');

    expect(await backfill().fillMissing()).toBe(1);
    expect(await phoneKeyOf(damaged.id)).toBeNull();
    expect(await phoneKeyOf(fine.id)).toMatch(/^public\/previews\//);
    expect(warnings).toEqual([{ mediaId: damaged.id }]);
  });

  it('does not record a preview made from a file the item no longer has, nor keep its file', async () => {
    const category = await fixture.category('Morning');
    const wishes = await fixture.subCategory(category, 'Wishes');
    const item = await fixture.media(wishes, category, { title: 'Replaced meanwhile' });
    // The operator replaces the item's file while its old preview is being made smaller.
    let made = '';
    const racing = createPhonePreviewBackfill({
      db: t.db,
      storage: t.storage,
      cache: t.catalogCache,
      log: { warn() {} },
      async phonePreviewFrom(preview) {
        await t.db
          .update(media)
          .set({ previewWatermarkedKey: 'public/previews/new-file.webp' })
          .where(eq(media.id, item.id));
        const phone = await phonePreviewFrom(preview);
        made = hashedKey('public/previews', phone.data, 'webp');
        return phone;
      },
    });
    expect(await racing.fillMissing(AbortSignal.timeout(5_000))).toBe(0);
    expect(await phoneKeyOf(item.id)).toBeNull();
    expect(made).toMatch(/^public\/previews\//);
    expect(await t.storage.exists(made)).toBe(false);
  });
});
