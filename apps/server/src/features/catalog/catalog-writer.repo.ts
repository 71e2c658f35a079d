import { count, eq, type SQL, sql } from 'drizzle-orm';
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

    /** The renamed row, or undefined when there is no such category. */
    async renameCategory(id: string, name: string, slug: string) {
      const [row] = await db
        .update(categories)
        .set({ name, slug })
        .where(eq(categories.id, id))
        .returning();
      return row;
    },

    async renameSubCategory(id: string, name: string, slug: string) {
      const [row] = await db
        .update(subCategories)
        .set({ name, slug })
        .where(eq(subCategories.id, id))
        .returning();
      return row;
    },

    /**
     * Moves a sub-category to the end of another category; its row as it was, or undefined when
     * there is none. The (category, slug) unique index refuses a name the new parent already has.
     */
    async moveSubCategory(id: string, categoryId: string) {
      const [before] = await db
        .select()
        .from(subCategories)
        .where(eq(subCategories.id, id))
        .for('update');
      if (!before) return undefined;
      const [last] = await db
        .select({ n: sql<number>`coalesce(max(${subCategories.sortOrder}) + 1, 0)::int` })
        .from(subCategories)
        .where(eq(subCategories.categoryId, categoryId));
      await db
        .update(subCategories)
        .set({ categoryId, sortOrder: last?.n ?? 0 })
        .where(eq(subCategories.id, id));
      return before;
    },

    /** Gives each category its place in `ids`, the whole list in its new order. */
    async orderCategories(ids: readonly string[]): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await db.update(categories).set({ sortOrder: index }).where(eq(categories.id, id));
      }
    },

    async orderSubCategories(ids: readonly string[]): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await db.update(subCategories).set({ sortOrder: index }).where(eq(subCategories.id, id));
      }
    },

    /**
     * Deletes the category unless it holds a sub-category; how many it holds otherwise, or null
     * when there is no such category. Call it in a transaction: the row is locked first, so a
     * sub-category added at the same moment either waits for the delete (and finds its parent
     * gone) or is counted (the delete cascades, and must never take a new one with it).
     */
    async deleteCategoryIfEmpty(id: string): Promise<number | null> {
      const locked = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (locked.length === 0) return null;
      const [inside] = await db
        .select({ n: count() })
        .from(subCategories)
        .where(eq(subCategories.categoryId, id));
      if ((inside?.n ?? 0) > 0) return inside?.n ?? 0;
      await db.delete(categories).where(eq(categories.id, id));
      return 0;
    },

    /** The same for a sub-category and the designs in it. */
    async deleteSubCategoryIfEmpty(id: string): Promise<number | null> {
      const locked = await db
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(eq(subCategories.id, id))
        .for('update');
      if (locked.length === 0) return null;
      const [inside] = await db
        .select({ n: count() })
        .from(media)
        .where(eq(media.subCategoryId, id));
      if ((inside?.n ?? 0) > 0) return inside?.n ?? 0;
      await db.delete(subCategories).where(eq(subCategories.id, id));
      return 0;
    },

    /** The key it had (null for none), or undefined when there is no such category. */
    async setCategoryThumbnail(id: string, thumbnailKey: string) {
      const [before] = await db
        .select({ key: categories.thumbnailKey })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!before) return undefined;
      await db.update(categories).set({ thumbnailKey }).where(eq(categories.id, id));
      return before.key;
    },

    async setSubCategoryThumbnail(id: string, thumbnailKey: string) {
      const [before] = await db
        .select({ key: subCategories.thumbnailKey })
        .from(subCategories)
        .where(eq(subCategories.id, id))
        .for('update');
      if (!before) return undefined;
      await db.update(subCategories).set({ thumbnailKey }).where(eq(subCategories.id, id));
      return before.key;
    },

    /** Hides or shows a category; its row as it was, or undefined when there is none. */
    async setCategoryHidden(id: string, hidden: boolean) {
      const [before] = await db
        .select({ hidden: categories.hidden })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!before) return undefined;
      await db.update(categories).set({ hidden }).where(eq(categories.id, id));
      return before;
    },

    async setSubCategoryHidden(id: string, hidden: boolean) {
      const [before] = await db
        .select({ hidden: subCategories.hidden })
        .from(subCategories)
        .where(eq(subCategories.id, id))
        .for('update');
      if (!before) return undefined;
      await db.update(subCategories).set({ hidden }).where(eq(subCategories.id, id));
      return before;
    },
  };
}
export type CatalogWriterRepo = ReturnType<typeof createCatalogWriterRepo>;
