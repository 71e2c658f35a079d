import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicCategory, publicSubCategory, publishedMedia } from '../../db/public-catalog';
import { categories, media, subCategories } from '../../db/schema';

/** The facts a public page's head is written from: only what visitors may see. */
export function createPageHeadRepo(db: Database) {
  return {
    async item(id: string) {
      const [row] = await db
        .select({
          id: media.id,
          title: media.title,
          type: media.type,
          creativeType: media.creativeType,
          width: media.width,
          height: media.height,
          previewKey: media.previewWatermarkedKey,
          posterKey: media.posterKey,
          subCategoryId: subCategories.id,
          subCategoryName: subCategories.name,
          categoryId: categories.id,
          categoryName: categories.name,
        })
        .from(media)
        .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(and(eq(media.id, id), publishedMedia, publicSubCategory));
      return row;
    },

    async category(id: string) {
      const [row] = await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(and(eq(categories.id, id), publicCategory));
      return row;
    },

    async subCategory(id: string) {
      const [row] = await db
        .select({
          id: subCategories.id,
          name: subCategories.name,
          categoryId: categories.id,
          categoryName: categories.name,
        })
        .from(subCategories)
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(and(eq(subCategories.id, id), publicSubCategory));
      return row;
    },
  };
}
