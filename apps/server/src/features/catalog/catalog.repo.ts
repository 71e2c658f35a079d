import { and, asc, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicCategory, publicSubCategory, publishedMedia } from '../../db/public-catalog';
import {
  categories,
  media,
  siteSettings,
  subCategories,
  subCategoryMediaCounts,
} from '../../db/schema';
import type { CategoryRow, MediaWithNames, SubCategoryRow } from './catalog.presenter';

export interface CategoryWithCount {
  category: CategoryRow;
  subCategoryCount: number;
}

export interface SubCategoryWithCounts {
  subCategory: SubCategoryRow;
  category: { id: string; name: string };
  counts: { images: number; videos: number };
}

export interface MediaListFilter {
  subCategoryId: string;
  type: 'image' | 'video';
  creativeType?: 'post' | 'story' | 'aiGenerated' | 'reel';
  /** Id of the last item of the previous page: ids are time-ordered, so this is "older than". */
  before?: string;
  limit: number;
}

const mediaWithNames = {
  media,
  subCategory: { id: subCategories.id, name: subCategories.name },
  category: { id: categories.id, name: categories.name },
};

const imageCount = sql<number>`count(${media.id}) filter (where ${media.type} = 'image')`.mapWith(
  Number,
);
const videoCount = sql<number>`count(${media.id}) filter (where ${media.type} = 'video')`.mapWith(
  Number,
);

/**
 * Who reads: `public` (visitors and members) sees only published media in categories and
 * sub-categories that are not hidden, and counts only those; `operator` sees everything, so the
 * console can find, edit and show again what visitors cannot see.
 */
export type CatalogAudience = 'public' | 'operator';

export function createCatalogRepo(db: Database, audience: CatalogAudience = 'public') {
  const everything = audience === 'operator';
  const only = (condition: SQL): SQL | undefined => (everything ? undefined : condition);

  const mediaQuery = () =>
    db
      .select(mediaWithNames)
      .from(media)
      .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
      .innerJoin(categories, eq(categories.id, subCategories.categoryId));
  const visibleMedia = only(sql`${publishedMedia} and ${publicSubCategory}`);

  // Visitors' counts are the published ones a trigger keeps (sub_category_media_counts): one row
  // however large the sub-category. Operators count every item, drafts included, as they edit.
  const subCategoryQuery = () =>
    everything
      ? db
          .select({
            subCategory: subCategories,
            category: { id: categories.id, name: categories.name },
            images: imageCount,
            videos: videoCount,
          })
          .from(subCategories)
          .innerJoin(categories, eq(categories.id, subCategories.categoryId))
          .leftJoin(media, eq(media.subCategoryId, subCategories.id))
          .groupBy(subCategories.id, categories.id)
          .$dynamic()
      : db
          .select({
            subCategory: subCategories,
            category: { id: categories.id, name: categories.name },
            images: sql<number>`coalesce(${subCategoryMediaCounts.images}, 0)`.mapWith(Number),
            videos: sql<number>`coalesce(${subCategoryMediaCounts.videos}, 0)`.mapWith(Number),
          })
          .from(subCategories)
          .innerJoin(categories, eq(categories.id, subCategories.categoryId))
          .leftJoin(
            subCategoryMediaCounts,
            eq(subCategoryMediaCounts.subCategoryId, subCategories.id),
          )
          .$dynamic();
  const visibleSubCategory = only(publicSubCategory);
  const countedSubCategories = and(
    eq(subCategories.categoryId, categories.id),
    only(sql`not ${subCategories.hidden}`),
  );

  const toSubCategory = (row: {
    subCategory: SubCategoryRow;
    category: { id: string; name: string };
    images: number;
    videos: number;
  }): SubCategoryWithCounts => ({
    subCategory: row.subCategory,
    category: row.category,
    counts: { images: row.images, videos: row.videos },
  });

  return {
    async listCategories(): Promise<CategoryWithCount[]> {
      const rows = await db
        .select({ category: categories, subCategoryCount: count(subCategories.id) })
        .from(categories)
        .leftJoin(subCategories, countedSubCategories)
        .where(only(publicCategory))
        .groupBy(categories.id)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
      return rows;
    },

    async findCategory(id: string): Promise<CategoryWithCount | undefined> {
      const [row] = await db
        .select({ category: categories, subCategoryCount: count(subCategories.id) })
        .from(categories)
        .leftJoin(subCategories, countedSubCategories)
        .where(and(eq(categories.id, id), only(publicCategory)))
        .groupBy(categories.id);
      return row;
    },

    async listSubCategories(categoryId: string): Promise<SubCategoryWithCounts[]> {
      const rows = await subCategoryQuery()
        .where(and(eq(subCategories.categoryId, categoryId), visibleSubCategory))
        .orderBy(asc(subCategories.sortOrder), asc(subCategories.name));
      return rows.map(toSubCategory);
    },

    async findSubCategory(id: string): Promise<SubCategoryWithCounts | undefined> {
      const [row] = await subCategoryQuery().where(
        and(eq(subCategories.id, id), visibleSubCategory),
      );
      return row && toSubCategory(row);
    },

    /** One page, newest first; fetches one extra row to know whether there is a next page. */
    async listMedia(
      filter: MediaListFilter,
    ): Promise<{ items: MediaWithNames[]; hasMore: boolean }> {
      const rows = await mediaQuery()
        .where(
          and(
            eq(media.subCategoryId, filter.subCategoryId),
            eq(media.type, filter.type),
            filter.creativeType ? eq(media.creativeType, filter.creativeType) : undefined,
            filter.before ? lt(media.id, filter.before) : undefined,
            visibleMedia,
          ),
        )
        .orderBy(desc(media.id))
        .limit(filter.limit + 1);
      return { items: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
    },

    async findMedia(id: string): Promise<MediaWithNames | undefined> {
      const [row] = await mediaQuery().where(and(eq(media.id, id), visibleMedia));
      return row;
    },

    async listFlagged(flag: 'trending' | 'latest', limit: number): Promise<MediaWithNames[]> {
      return this.flaggedQuery(flag, limit);
    },

    /** The home feed's list as a query (a test EXPLAINs it: it must use its partial index). */
    flaggedQuery(flag: 'trending' | 'latest', limit: number) {
      return (
        mediaQuery()
          // Spelled as media_trending_idx and media_latest_idx spell their predicates (schema).
          .where(
            and(
              flag === 'trending' ? sql`${media.isTrending}` : sql`${media.isLatest}`,
              visibleMedia,
            ),
          )
          .orderBy(desc(media.id))
          .limit(limit)
      );
    },

    async getSetting<T>(key: string): Promise<T | undefined> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
      return row?.value as T | undefined;
    },

    async setSetting(key: string, value: unknown): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    },

    async mediaTitlesIn(subCategoryId: string): Promise<Set<string>> {
      const rows = await db
        .select({ title: media.title })
        .from(media)
        .where(eq(media.subCategoryId, subCategoryId));
      return new Set(rows.map((row) => row.title));
    },

    async countMedia(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(media);
      return row?.n ?? 0;
    },
  };
}
export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
