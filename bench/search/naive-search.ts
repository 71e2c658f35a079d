import type { Database } from '@stamp/server/src/db/client';
import { categories, media, subCategories } from '@stamp/server/src/db/schema';
import { eq, ilike, or, sql } from 'drizzle-orm';

/**
 * The baseline: what a first version would do. `ILIKE '%query%'` on the title, the sub-category
 * and the category name (escaped, so it is correct, just slow), most downloaded first. The OR
 * across three joined tables defeats the trigram index on media.title, so media are scanned.
 */
export async function naiveSearch(db: Database, query: string) {
  const pattern = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [categoryRows, subCategoryRows, mediaRows] = await Promise.all([
    db.select().from(categories).where(ilike(categories.name, pattern)).limit(10),
    db.select().from(subCategories).where(ilike(subCategories.name, pattern)).limit(10),
    db
      .select({ media, subCategoryName: subCategories.name, categoryName: categories.name })
      .from(media)
      .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(
        or(
          ilike(media.title, pattern),
          ilike(subCategories.name, pattern),
          ilike(categories.name, pattern),
        ),
      )
      .orderBy(sql`${media.downloadCount} desc`)
      .limit(10),
  ]);
  return { categories: categoryRows, subCategories: subCategoryRows, media: mediaRows };
}
