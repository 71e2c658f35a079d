import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog } from '../features/search/search.fixtures';
import { openTestDatabase } from '../test/database';
import type { DatabaseHandle } from './client';
import { categories, media, subCategories, subCategoryMediaCounts } from './schema';

let handle: DatabaseHandle;
let ids: Map<string, string>;

beforeAll(async () => {
  handle = await openTestDatabase();
  const catalog = await insertCatalog(handle.db, [
    {
      name: 'Festivals',
      subCategories: [
        { name: 'Diwali', titles: Array.from({ length: 40 }, (_, i) => `Diwali ${i}`) },
        { name: 'Holi', titles: Array.from({ length: 25 }, (_, i) => `Holi ${i}`) },
      ],
    },
    {
      name: 'Business',
      subCategories: [{ name: 'Real Estate', titles: ['Villa', 'Flat'] }],
    },
  ]);
  ids = catalog.subCategoryIds;
});
afterAll(() => handle?.close());

const idOf = (name: string) => {
  const id = ids.get(name);
  if (!id) throw new Error(`no sub-category ${name}`);
  return id;
};

type Counts = Map<string, { images: number; videos: number }>;

/** What the cards read, and what counting every published row says: they must always agree. */
async function countsBoth(): Promise<{ kept: Counts; counted: Counts }> {
  const { db } = handle;
  const kept = await db.select().from(subCategoryMediaCounts);
  const counted = (await db.execute(sql`
    select sub_category_id as "subCategoryId",
      count(*) filter (where type = 'image')::int as images,
      count(*) filter (where type = 'video')::int as videos
    from media where publication = 'published' group by sub_category_id`)) as unknown as {
    rows: typeof kept;
  };
  // A sub-category whose last published item went keeps a row of zeros; counting finds none.
  const asMap = (rows: typeof kept): Counts =>
    new Map(
      rows
        .filter((row) => row.images !== 0 || row.videos !== 0)
        .map((row) => [row.subCategoryId, { images: row.images, videos: row.videos }]),
    );
  return { kept: asMap(kept), counted: asMap(counted.rows) };
}

async function expectCountsExact() {
  const { kept, counted } = await countsBoth();
  expect(kept).toEqual(counted);
}

const mediaOf = async (name: string) =>
  handle.db
    .select({ id: media.id, type: media.type })
    .from(media)
    .where(eq(media.subCategoryId, idOf(name)))
    .orderBy(media.id);

describe('sub-category media counts (kept by a trigger on media)', () => {
  it('hold the published images and videos of every sub-category after a bulk insert', async () => {
    const { kept } = await countsBoth();
    const diwali = kept.get(idOf('Diwali'));
    expect((diwali?.images ?? 0) + (diwali?.videos ?? 0)).toBe(40);
    await expectCountsExact();
  });

  it('follow drafts, publishing, scheduling and unpublishing', async () => {
    const [first, second] = await mediaOf('Holi');
    if (!first || !second) throw new Error('fixture has too few Holi media');
    await handle.db.update(media).set({ publication: 'draft' }).where(eq(media.id, first.id));
    await expectCountsExact();
    await handle.db
      .update(media)
      .set({ publication: 'scheduled' })
      .where(inArray(media.id, [first.id, second.id]));
    await expectCountsExact();
    await handle.db
      .update(media)
      .set({ publication: 'published' })
      .where(inArray(media.id, [first.id, second.id]));
    await expectCountsExact();
  });

  it('move with an item to another sub-category, and change with its type', async () => {
    const [item] = await mediaOf('Holi');
    if (!item) throw new Error('fixture has no Holi media');
    await handle.db
      .update(media)
      .set({ subCategoryId: idOf('Real Estate') })
      .where(eq(media.id, item.id));
    await expectCountsExact();
    await handle.db
      .update(media)
      .set({ type: item.type === 'image' ? 'video' : 'image' })
      .where(eq(media.id, item.id));
    await expectCountsExact();
  });

  it('are not rewritten by updates that change no count (a download, a new title)', async () => {
    const before = await handle.db.select().from(subCategoryMediaCounts);
    await handle.db.update(media).set({ downloadCount: sql`${media.downloadCount} + 1` });
    await handle.db
      .update(media)
      .set({ title: 'Holi Colours' })
      .where(eq(media.subCategoryId, idOf('Holi')));
    expect(await handle.db.select().from(subCategoryMediaCounts)).toEqual(before);
  });

  it('drop with deleted media, and go with a deleted sub-category or category', async () => {
    const [first, second] = await mediaOf('Diwali');
    if (!first || !second) throw new Error('fixture has too few Diwali media');
    await handle.db.delete(media).where(inArray(media.id, [first.id, second.id]));
    await expectCountsExact();

    await handle.db.delete(subCategories).where(eq(subCategories.id, idOf('Real Estate')));
    const left = await handle.db
      .select()
      .from(subCategoryMediaCounts)
      .where(eq(subCategoryMediaCounts.subCategoryId, idOf('Real Estate')));
    expect(left).toEqual([]);
    await expectCountsExact();

    await handle.db.delete(categories).where(eq(categories.name, 'Festivals'));
    expect(await handle.db.select().from(subCategoryMediaCounts)).toEqual([]);
  });

  it('stay exact when many statements change the same sub-categories at once', async () => {
    const catalog = await insertCatalog(handle.db, [
      {
        name: 'Daily',
        subCategories: [
          { name: 'Good Morning', titles: ['Good Morning'] },
          { name: 'Good Night', titles: ['Good Night'] },
        ],
      },
    ]);
    const morning = catalog.subCategoryIds.get('Good Morning') ?? '';
    const night = catalog.subCategoryIds.get('Good Night') ?? '';
    // On PostgreSQL these run on separate pooled connections, each in its own transaction, and
    // wait on one another's counts rows; in PGlite they queue. Either way none is lost and no
    // two deadlock (the trigger writes rows in id order).
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        handle.db.transaction(async (tx) => {
          const [one, other] = i % 2 === 0 ? [morning, night] : [night, morning];
          await tx.execute(sql`
            insert into media (id, sub_category_id, title, type, creative_type, width, height,
              original_key, thumbnail_key, preview_watermarked_key, preview_clean_key,
              search_vector, publication)
            select substr(md5(random()::text), 1, 24), u.sub, 'Copy', m.type, m.creative_type, m.width, m.height,
              m.original_key, m.thumbnail_key, m.preview_watermarked_key, m.preview_clean_key,
              m.search_vector, 'published'
            from (select * from media where sub_category_id = ${morning} limit 1) m,
              unnest(array[${one}, ${other}, ${one}]::varchar[]) as u(sub)`);
        }),
      ),
    );
    await expectCountsExact();
  });
});
