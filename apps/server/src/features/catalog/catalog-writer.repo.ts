import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, media, subCategories } from '../../db/schema';
import type { CategoryRow, MediaRow, SubCategoryRow } from './catalog.presenter';

export type NewMedia = Omit<typeof media.$inferInsert, 'searchVector'>;

/** Writes to the catalog (demo seed, admin uploads). Callers clear the catalog cache after. */
export function createCatalogWriterRepo(db: Database) {
  return {
    async insertCategory(values: typeof categories.$inferInsert): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async insertSubCategory(values: typeof subCategories.$inferInsert): Promise<SubCategoryRow> {
      const [row] = await db.insert(subCategories).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** `searchVector` is the weighted vector built from the title and the names it sits under. */
    async insertMedia(values: NewMedia, searchVector: SQL): Promise<MediaRow> {
      const [row] = await db
        .insert(media)
        .values({ ...values, searchVector: sql`${searchVector}` as unknown as string })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async setCategoryThumbnail(id: string, thumbnailKey: string): Promise<void> {
      await db.update(categories).set({ thumbnailKey }).where(eq(categories.id, id));
    },

    async setSubCategoryThumbnail(id: string, thumbnailKey: string): Promise<void> {
      await db.update(subCategories).set({ thumbnailKey }).where(eq(subCategories.id, id));
    },
  };
}
export type CatalogWriterRepo = ReturnType<typeof createCatalogWriterRepo>;
