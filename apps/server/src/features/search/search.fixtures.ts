import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, subCategories } from '../../db/schema';
import { mediaSearchVector } from '../../db/search-vector';
import { newId } from '../../lib/ids';
import { AUDIENCES, CATALOG_WORDS, KINDS, STYLES } from './search.fixture-words';

/**
 * Catalogs for the search tests and the search benchmark: names and titles only; every other
 * media column gets a plausible value. Not used by the product (demo content has its own seed).
 */
export interface FixtureSubCategory {
  name: string;
  titles: string[];
}
export interface FixtureCategory {
  name: string;
  subCategories: FixtureSubCategory[];
}

export interface InsertedCatalog {
  categoryIds: Map<string, string>;
  /** Keyed by sub-category name (unique within a fixture). */
  subCategoryIds: Map<string, string>;
  mediaCount: number;
}

// Rows per INSERT … SELECT FROM unnest(…): arrays travel as one parameter each, so the batch is
// bounded by statement size, not by PostgreSQL's 65,535 bind parameters.
const MEDIA_BATCH = 5_000;

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** Inserts the catalog; media vectors are computed by the one definition in search-vector.ts. */
export async function insertCatalog(
  db: Database,
  catalog: FixtureCategory[],
  seed = 1,
): Promise<InsertedCatalog> {
  const random = seededRandom(seed);
  const categoryIds = new Map<string, string>();
  const subCategoryIds = new Map<string, string>();
  const rows: { subCategoryId: string; title: string }[] = [];

  for (const [index, category] of catalog.entries()) {
    const [row] = await db
      .insert(categories)
      .values({ name: category.name, slug: slugify(category.name), sortOrder: index })
      .returning({ id: categories.id });
    if (!row) throw new Error('category insert returned no row');
    categoryIds.set(category.name, row.id);
    for (const [subIndex, sub] of category.subCategories.entries()) {
      const [subRow] = await db
        .insert(subCategories)
        .values({
          categoryId: row.id,
          name: sub.name,
          slug: slugify(sub.name),
          sortOrder: subIndex,
        })
        .returning({ id: subCategories.id });
      if (!subRow) throw new Error('sub-category insert returned no row');
      subCategoryIds.set(sub.name, subRow.id);
      for (const title of sub.titles) rows.push({ subCategoryId: subRow.id, title });
    }
  }

  for (let start = 0; start < rows.length; start += MEDIA_BATCH) {
    await insertMediaBatch(db, rows.slice(start, start + MEDIA_BATCH), random);
  }
  return { categoryIds, subCategoryIds, mediaCount: rows.length };
}

async function insertMediaBatch(
  db: Database,
  rows: { subCategoryId: string; title: string }[],
  random: () => number,
): Promise<void> {
  const ids = rows.map(() => newId());
  const videos = rows.map(() => random() < 0.15);
  const creativeTypes = videos.map((video) =>
    video ? 'reel' : (['post', 'post', 'story', 'aiGenerated'][Math.floor(random() * 4)] ?? 'post'),
  );
  // Long-tailed, like real download counts: most items few, a few items many.
  const downloads = rows.map(() => Math.floor(random() ** 4 * 20_000));
  const trending = rows.map(() => random() < 0.05);
  await db.execute(sql`
    insert into media (id, sub_category_id, title, type, creative_type, is_trending, is_latest,
      width, height, duration_s, original_key, thumbnail_key, preview_watermarked_key,
      poster_key, preview_clean_key, download_count, search_vector)
    select u.id, u.sub_category_id, u.title,
      case when u.video then 'video' else 'image' end, u.creative_type, u.trending, false,
      case when u.creative_type = 'post' then 1080 else 720 end,
      case when u.creative_type = 'post' then 1080 else 1280 end,
      case when u.video then 8 end,
      'private/originals/' || u.id || case when u.video then '.mp4' else '.png' end,
      'public/thumbnails/' || u.id || '.webp',
      'public/previews/' || u.id || case when u.video then '.mp4' else '.webp' end,
      case when u.video then 'public/posters/' || u.id || '.webp' end,
      'private/previews/' || u.id || case when u.video then '.mp4' else '.webp' end,
      u.downloads,
      ${mediaSearchVector(sql`u.title`, sql`s.name`, sql`c.name`)}
    from unnest(${sql.param(ids)}::varchar[], ${sql.param(rows.map((r) => r.subCategoryId))}::varchar[],
      ${sql.param(rows.map((r) => r.title))}::varchar[], ${sql.param(videos)}::boolean[],
      ${sql.param(creativeTypes)}::varchar[], ${sql.param(trending)}::boolean[],
      ${sql.param(downloads)}::integer[])
      as u(id, sub_category_id, title, video, creative_type, trending, downloads)
    join sub_categories s on s.id = u.sub_category_id
    join categories c on c.id = s.category_id`);
}

/**
 * A small hand-written catalog for the search tests: each title is there for a case (typos,
 * Devanagari, a literal % and _, more than ten Diwali items, an item found only through its
 * sub-category's name).
 */
export const SEARCH_TEST_CATALOG: FixtureCategory[] = [
  {
    name: 'Festivals',
    subCategories: [
      {
        name: 'Diwali',
        titles: [
          'Happy Diwali Wishes',
          'Shubh Deepavali',
          'शुभ दीपावली',
          'Diwali Dhamaka Sale',
          'Diwali Rangoli Greetings',
          ...Array.from({ length: 12 }, (_, i) => `Diwali Diya Design ${i + 1}`),
        ],
      },
      { name: 'Holi', titles: ['Happy Holi', 'होली की शुभकामनाएं', 'Holi Colour Splash'] },
    ],
  },
  {
    name: 'Greetings',
    subCategories: [
      {
        name: 'Good Morning',
        titles: ['Good Morning Sunshine', 'Good Morning Chai', 'सुप्रभात', 'Sunrise Wishes'],
      },
      { name: 'Good Night', titles: ['Good Night Sweet Dreams'] },
    ],
  },
  {
    name: 'Motivational',
    subCategories: [
      {
        name: 'Motivational Quotes',
        titles: ['Motivational Monday', 'Never Give Up', 'Daily Quote'],
      },
    ],
  },
  {
    name: 'Business',
    subCategories: [
      {
        name: 'Offers & Sales',
        titles: [
          'Flat 50% Off Sale',
          'Buy_1 Get_1 Free',
          '100% Pure Ghee Offer',
          "Don't Miss: Mega Sale",
        ],
      },
    ],
  },
  {
    name: 'Real Estate',
    subCategories: [{ name: 'Property for Sale', titles: ['2 BHK Flat for Sale', 'Luxury Villa'] }],
  },
  {
    // Both names end in "दिवस" (day): a Devanagari query must not match on that word alone.
    name: 'National Days',
    subCategories: [
      { name: 'Yoga Day', titles: ['International Yoga Day', 'योग दिवस'] },
      { name: 'Republic Day', titles: ['गणतंत्र दिवस की शुभकामनाएं', 'Happy Republic Day'] },
    ],
  },
];

/**
 * A catalog of `mediaCount` titles spread evenly over the sub-categories of CATALOG_WORDS,
 * built like real ones: "[style] phrase [kind] [for audience]", e.g. "Golden Happy Diwali
 * Wishes for Jewellers". Same seed, same catalog.
 */
export function generateCatalog(mediaCount: number, seed = 1): FixtureCategory[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const groups = Object.entries(CATALOG_WORDS);
  const subCategoryTotal = groups.reduce((n, [, subs]) => n + Object.keys(subs).length, 0);
  let remaining = mediaCount;
  let subCategoriesLeft = subCategoryTotal;
  return groups.map(([name, subs]) => ({
    name,
    subCategories: Object.entries(subs).map(([subName, phrases]) => {
      const count = Math.round(remaining / subCategoriesLeft);
      remaining -= count;
      subCategoriesLeft -= 1;
      const titles = Array.from({ length: count }, () => {
        const words = [pick(phrases)];
        if (random() < 0.35) words.unshift(pick(STYLES));
        if (random() < 0.8) words.push(pick(KINDS));
        if (random() < 0.3) words.push(pick(AUDIENCES));
        return words.join(' ');
      });
      return { name: subName, titles };
    }),
  }));
}

/** mulberry32: a tiny deterministic generator, so every run builds the same catalog. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
