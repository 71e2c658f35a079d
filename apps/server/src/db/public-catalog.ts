import { sql } from 'drizzle-orm';
import { categories, media, subCategories } from './schema';

/**
 * What visitors may see of the catalog, the one place that says it: published media, in
 * categories and sub-categories no operator has hidden. The catalog's and search's repositories
 * both filter with these (operators' reads leave them out).
 */
export const publicCategory = sql`not ${categories.hidden}`;
export const publicSubCategory = sql`not ${subCategories.hidden} and not ${categories.hidden}`;
export const publishedMedia = sql`${media.publication} = 'published'`;
