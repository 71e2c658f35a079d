import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicCategory, publicSubCategory, publishedMedia } from '../../db/public-catalog';
import { categories, media, subCategories } from '../../db/schema';

export interface NamedPage {
  id: string;
  name: string;
  updatedAt: Date;
}

export interface ItemPage {
  id: string;
  updatedAt: Date;
}

/** What a crawler may be pointed at: exactly what visitors see (db/public-catalog.ts). */
export function createSitemapRepo(db: Database) {
  const visibleMedia = and(publishedMedia, publicSubCategory);
  return {
    categories(): Promise<NamedPage[]> {
      return db
        .select({ id: categories.id, name: categories.name, updatedAt: categories.updatedAt })
        .from(categories)
        .where(publicCategory)
        .orderBy(asc(categories.sortOrder), asc(categories.id));
    },

    subCategories(): Promise<NamedPage[]> {
      return db
        .select({
          id: subCategories.id,
          name: subCategories.name,
          updatedAt: subCategories.updatedAt,
        })
        .from(subCategories)
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(publicSubCategory)
        .orderBy(asc(subCategories.id));
    },

    async itemCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(media)
        .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(visibleMedia);
      return row?.n ?? 0;
    },

    /**
     * The `page`-th block of `size` visible items, in id order. An offset, not a cursor: a
     * sitemap page is built once per catalog change and then served from the cache.
     */
    items(page: number, size: number): Promise<ItemPage[]> {
      return db
        .select({ id: media.id, updatedAt: media.updatedAt })
        .from(media)
        .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(visibleMedia)
        .orderBy(asc(media.id))
        .limit(size)
        .offset(page * size);
    },
  };
}
