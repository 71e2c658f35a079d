import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';
import { categories, media, subCategories } from './schema';

type TextExpression = SQL | AnyColumn | string;

/**
 * A text's vector in the text search configuration of all of search: 'simple' (lower-case, no
 * stemming, no stop words), not 'english', because
 * - titles mix English, Devanagari Hindi ("शुभ दीपावली") and transliterated Hindi
 *   ("Shubh Deepavali"); the English stemmer only knows English and would mangle the rest;
 * - stemming and prefix search fight: 'english' stores "morning" as 'morn', so the prefix
 *   query `morni:*` of someone still typing finds nothing;
 * - its stop-word list drops words that matter in an ad ("off" in "50% off", "all", "over").
 * What stemming would give ("wish" finding "wishes") comes from prefix matching and from the
 * trigram-similar corrections (search-terms.repo.ts). Changing the configuration means a
 * migration: the media_title_search_idx expression, and every stored vector recomputed.
 */
export function textVector(text: TextExpression): SQL {
  return sql`to_tsvector('simple'::regconfig, (${text})::text)`;
}

/** An operator's own words for an item: its Hindi title and its tags. */
export interface MediaExtraText {
  /** Null or empty: none. */
  titleHi: TextExpression | null;
  /** A `text[]` column or SQL, or the tags themselves. */
  tags: TextExpression | readonly string[];
}

/**
 * The weighted search vector of one media row: title and Hindi title (A) > sub-category name
 * and tags (B) > category name (C). The Hindi title weighs as the title because it is the
 * title, read in Hindi; tags are the operator's keywords, a hint rather than the name. The ONE
 * definition: the catalog repository writes it on insert, and recomputes it
 * (recomputeMediaSearchVectors) when a title, tags, a sub-category or a category name changes.
 * A string argument becomes a bind parameter; a column or SQL is used as it is.
 */
export function mediaSearchVector(
  title: TextExpression,
  subCategoryName: TextExpression,
  categoryName: TextExpression,
  extra?: MediaExtraText,
): SQL {
  const base = sql`setweight(${textVector(title)}, 'A') || setweight(${textVector(subCategoryName)}, 'B') || setweight(${textVector(categoryName)}, 'C')`;
  if (!extra) return sql`(${base})`;
  const tags = Array.isArray(extra.tags)
    ? (extra.tags as readonly string[]).join(' ')
    : sql`array_to_string(${extra.tags as SQL | AnyColumn}, ' ')`;
  const titleHi = extra.titleHi ?? '';
  return sql`(${base} || setweight(${textVector(sql`coalesce(${titleHi}, '')`)}, 'A') || setweight(${textVector(tags)}, 'B'))`;
}

/**
 * A title's own vector, the English and the Hindi title together (the Hindi title is the same
 * name, read in Hindi): the expression of the media_title_search_idx index (schema
 * catalog.ts), through which search finds title matches first. Keep the two identical, or the
 * planner cannot use the index. Without the Hindi title here, an item found only by it would be
 * left to the slower tier after a hundred English titles matching the query's synonyms.
 */
export function titleVector(title: TextExpression, titleHi: TextExpression): SQL {
  return textVector(sql`${title} || ' ' || coalesce(${titleHi}, '')`);
}

/** Which media to recompute: one item, every item of a sub-category or of a category. */
export type SearchVectorScope =
  | { mediaId: string }
  | { subCategoryId: string }
  | { categoryId: string };

/**
 * Rewrites the search vector of the media in `scope` from the current names; call it in the
 * same transaction as the rename. Returns how many rows were rewritten.
 */
export async function recomputeMediaSearchVectors(
  db: Database,
  scope: SearchVectorScope,
): Promise<number> {
  const where =
    'mediaId' in scope
      ? eq(media.id, scope.mediaId)
      : 'subCategoryId' in scope
        ? eq(media.subCategoryId, scope.subCategoryId)
        : eq(subCategories.categoryId, scope.categoryId);
  const rows = await db
    .update(media)
    .set({
      searchVector: mediaSearchVector(media.title, subCategories.name, categories.name, {
        titleHi: media.titleHi,
        tags: media.tags,
      }),
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(sql`${media.subCategoryId} = ${subCategories.id} and ${where}`)
    .returning({ id: media.id });
  return rows.length;
}
