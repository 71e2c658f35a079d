import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, media, subCategories } from '../../db/schema';
import type { CategoryRow, MediaRow, SubCategoryRow } from './catalog.presenter';

export interface OperatorMediaRow {
  media: MediaRow;
  subCategory: { id: string; name: string; hidden: boolean };
  category: { id: string; name: string; hidden: boolean };
}

export interface OperatorMediaFilter {
  subCategoryId?: string;
  categoryId?: string;
  type?: 'image' | 'video';
  creativeType?: 'post' | 'story' | 'aiGenerated' | 'reel';
  trending?: boolean;
  latest?: boolean;
  publication?: 'published' | 'draft' | 'scheduled';
  q?: string;
  sort: 'newest' | 'oldest' | 'title' | 'downloads';
  page: number;
  pageSize: number;
}

const ORDER: Record<OperatorMediaFilter['sort'], SQL[]> = {
  newest: [desc(media.id)],
  oldest: [asc(media.id)],
  title: [asc(sql`lower(${media.title})`), desc(media.id)],
  downloads: [desc(media.downloadCount), desc(media.id)],
};

/** `%`, `_` and `\` typed by an operator are letters to look for, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What the console reads: everything, hidden and unpublished included, with all counts. */
export function createCatalogOperatorRepo(db: Database) {
  const mediaCount = sql<number>`(select count(*)::int from ${media} m join ${subCategories} s on s.id = m.sub_category_id where s.category_id = ${categories}.id)`;
  return {
    async listCategories(): Promise<
      { category: CategoryRow; subCategoryCount: number; mediaCount: number }[]
    > {
      return db
        .select({ category: categories, subCategoryCount: count(subCategories.id), mediaCount })
        .from(categories)
        .leftJoin(subCategories, eq(subCategories.categoryId, categories.id))
        .groupBy(categories.id)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    async listSubCategories(categoryId?: string): Promise<
      {
        subCategory: SubCategoryRow;
        category: { id: string; name: string; hidden: boolean };
        images: number;
        videos: number;
      }[]
    > {
      return db
        .select({
          subCategory: subCategories,
          category: { id: categories.id, name: categories.name, hidden: categories.hidden },
          images: sql<number>`(count(${media.id}) filter (where ${media.type} = 'image'))::int`,
          videos: sql<number>`(count(${media.id}) filter (where ${media.type} = 'video'))::int`,
        })
        .from(subCategories)
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .leftJoin(media, eq(media.subCategoryId, subCategories.id))
        .where(categoryId ? eq(subCategories.categoryId, categoryId) : undefined)
        .groupBy(subCategories.id, categories.id)
        .orderBy(asc(categories.sortOrder), asc(subCategories.sortOrder), asc(subCategories.name));
    },

    /** One page of the media grid and the number of items matching in all. */
    async listMedia(
      filter: OperatorMediaFilter,
    ): Promise<{ rows: OperatorMediaRow[]; total: number }> {
      const q = filter.q?.trim();
      const where = and(
        filter.subCategoryId ? eq(media.subCategoryId, filter.subCategoryId) : undefined,
        filter.categoryId ? eq(subCategories.categoryId, filter.categoryId) : undefined,
        filter.type ? eq(media.type, filter.type) : undefined,
        filter.creativeType ? eq(media.creativeType, filter.creativeType) : undefined,
        filter.trending === undefined ? undefined : eq(media.isTrending, filter.trending),
        filter.latest === undefined ? undefined : eq(media.isLatest, filter.latest),
        filter.publication ? eq(media.publication, filter.publication) : undefined,
        q
          ? or(
              ilike(media.title, likePattern(q)),
              ilike(media.titleHi, likePattern(q)),
              sql`exists (select 1 from unnest(${media.tags}) t where t ilike ${likePattern(q)})`,
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        this.mediaQuery()
          .where(where)
          .orderBy(...ORDER[filter.sort])
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db
          .select({ n: count() })
          .from(media)
          .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findMedia(id: string): Promise<OperatorMediaRow | undefined> {
      const [row] = await this.mediaQuery().where(eq(media.id, id));
      return row;
    },

    mediaQuery() {
      return db
        .select({
          media,
          subCategory: {
            id: subCategories.id,
            name: subCategories.name,
            hidden: subCategories.hidden,
          },
          category: { id: categories.id, name: categories.name, hidden: categories.hidden },
        })
        .from(media)
        .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
        .innerJoin(categories, eq(categories.id, subCategories.categoryId));
    },
  };
}
export type CatalogOperatorRepo = ReturnType<typeof createCatalogOperatorRepo>;
