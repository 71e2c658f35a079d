import { type AnyColumn, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, WithoutSeqScans } from '../../db/client';
import { publicCategory, publicSubCategory } from '../../db/public-catalog';
import { categories, media, subCategories, subCategoryMediaCounts } from '../../db/schema';
import { textVector, titleVector } from '../../db/search-vector';
import { inSeqScanFreeTransaction } from '../../db/without-seq-scans';
import type { CategoryRow, MediaWithNames, SubCategoryRow } from '../catalog/catalog.presenter';
import type { PreparedQuery } from './search-terms.repo';

export interface CategoryHit {
  category: CategoryRow;
  subCategoryCount: number;
}

export interface SubCategoryHit {
  subCategory: SubCategoryRow;
  category: { id: string; name: string };
  /** Published images and videos in it, the card's count label. */
  counts: { images: number; videos: number };
}

// ts_rank_cd weights for {D, C, B, A}: title (A) 1.0 > sub-category (B) 0.4 > category (C) 0.2.
const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);
// Rank normalisation 1 divides by 1 + log(length): a short title that is the query ranks above a
// long one that merely contains it.
const NORMALISE = sql.raw('1');
// Media ranked per search: up to this many matches from one tier (see mediaQuery). Ranking
// every match of a broad word ("happy": 13% of the catalogue) costs tens of ms, and more in
// PGlite; among 100 items that all carry the words in their title, the next 1,000 would not
// rank higher on text, only perhaps on downloads.
export const MEDIA_CANDIDATES_PER_TIER = 100;
const CANDIDATE_LIMIT = sql.raw(String(MEDIA_CANDIDATES_PER_TIER));
// Tier 0 only has to put the best of the named sub-categories among the candidates; three pages
// of results are plenty.
const NAMED_CANDIDATES = 30;
const NAMED_LIMIT = sql.raw(String(NAMED_CANDIDATES));
// Words as typed (or their best reading) count half again over other corrections.
const PREFERRED_BONUS = sql.raw('0.5');

// Spelled out: drizzle leaves a column unqualified in the select list of a one-table query, where
// inside a subquery it would name the subquery's own column.
const categoryId = sql`${categories}.id`;

const rank = (vector: SQL | AnyColumn, query: SQL) =>
  sql`ts_rank_cd(${WEIGHTS}, ${vector}, ${query}, ${NORMALISE})`;

/**
 * `withoutSeqScans` runs the media statement where the planner may not choose sequential scans:
 * with a LIMIT it likes a scan that stops at the last candidate, assuming matches are spread
 * evenly; but a catalogue is uploaded festival by festival, and PostgreSQL's synchronised scans
 * start mid-table: measured 40–80 ms for "holi" at 100k media instead of 2 ms through the GIN
 * index, and a different top 10 from one run to the next. The database handle's
 * (DatabaseHandle.withoutSeqScans) is the cheapest; without one, a transaction sets it.
 */
export function createSearchRepo(
  db: Database,
  withoutSeqScans: WithoutSeqScans = inSeqScanFreeTransaction(db),
) {
  return {
    /** Categories whose name (A) or whose sub-categories' names (B) match (see nameScoring). */
    async categories(query: PreparedQuery, limit: number): Promise<CategoryHit[]> {
      // Visitors search what they can browse: hidden categories and sub-categories, and media
      // that are not published, are neither found nor counted.
      const subCategoryNames = sql`coalesce((select string_agg(s.name, ' ') from ${subCategories} s where s.category_id = ${categoryId} and not s.hidden), '')`;
      const vector = sql`(setweight(${textVector(categories.name)}, 'A') || setweight(${textVector(subCategoryNames)}, 'B'))`;
      const { textMatch, score } = nameScoring(vector, categories.name, query);
      return db
        .select({
          category: categories,
          subCategoryCount: sql<number>`(select count(*)::int from ${subCategories} s where s.category_id = ${categoryId} and not s.hidden)`,
        })
        .from(categories)
        .where(and(textMatch, publicCategory))
        .orderBy(desc(score), categories.sortOrder, categories.id)
        .limit(limit);
    },

    /**
     * Sub-categories whose name (A) or category's name (B) match (see nameScoring), with their
     * counts (kept by a trigger on media: one row each, however large the catalogue).
     */
    async subCategories(query: PreparedQuery, limit: number): Promise<SubCategoryHit[]> {
      const vector = sql`(setweight(${textVector(subCategories.name)}, 'A') || setweight(${textVector(categories.name)}, 'B'))`;
      const { textMatch, score } = nameScoring(vector, subCategories.name, query);
      return db
        .select({
          subCategory: subCategories,
          category: { id: categories.id, name: categories.name },
          counts: {
            images: sql<number>`coalesce(${subCategoryMediaCounts.images}, 0)`,
            videos: sql<number>`coalesce(${subCategoryMediaCounts.videos}, 0)`,
          },
        })
        .from(subCategories)
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .leftJoin(
          subCategoryMediaCounts,
          eq(subCategoryMediaCounts.subCategoryId, subCategories.id),
        )
        .where(and(textMatch, publicSubCategory))
        .orderBy(desc(score), categories.sortOrder, subCategories.sortOrder, subCategories.id)
        .limit(limit);
    },

    /** Media matching every word, best first (see mediaQuery). */
    async media(
      query: PreparedQuery,
      limit: number,
      namedSubCategoryIds: string[],
    ): Promise<MediaWithNames[]> {
      return withoutSeqScans(
        async (reader) => (await mediaQuery(reader, query, limit, namedSubCategoryIds)) ?? [],
      );
    },
  };
}
export type SearchRepo = ReturnType<typeof createSearchRepo>;

/**
 * Media matching every word, best first. Candidates, at most 100 per tier (30 for tier 0):
 * 0. items with every word in the title that sit in the sub-categories the search named
 *    (`namedSubCategoryIds`: "real estate" → the Real Estate sub-categories), so that they
 *    are not crowded out by the first 100 other title matches;
 * 1. items with every word in the title (English or Hindi), through media_title_search_idx;
 * 2. only when tier 1 has fewer than `limit`, items matching across title, sub-category and
 *    category names, through media_search_idx (the tier is skipped by a one-time filter, so its
 *    GIN scan costs nothing when titles suffice).
 * Within the candidates: weighted rank (title 1.0 > sub-category 0.4 > category 0.2, so an item
 * whose sub-category also matches comes first), a bonus for the words as typed (or their best
 * correction) over other corrections, then downloads, then newest. Tier 2 alone could never
 * outrank tier 1 anyway: its words sit in lower weights and farther apart. Exported so the
 * benchmark can EXPLAIN it; null when no word matched anything.
 */
export function mediaQuery(
  db: Database,
  query: PreparedQuery,
  limit: number,
  namedSubCategoryIds: string[] = [],
) {
  if (!query.match || !query.matchTerms || !query.titleTerms) return null;
  const match = sql`${query.match}::tsquery`;
  // The same media as `match`, found without GIN partial matches (PreparedQuery.matchTerms).
  const terms = sql`${query.matchTerms}::tsquery`;
  const preferred = query.preferred ? sql`${query.preferred}::tsquery` : null;
  // The same again, in parts the title index answers fastest (PreparedQuery.titleTerms).
  const titleVectorMatches = query.titleTerms.map(
    (part) => sql`${titleVector(sql`title`, sql`title_hi`)} @@ ${part}::tsquery`,
  );
  // Only published items become candidates, so drafts never take a candidate's place.
  const titleMatches = sql`(${sql.join(titleVectorMatches, sql` or `)}) and publication = 'published'`;
  const inNamed = sql`sub_category_id = any(${sql.param(namedSubCategoryIds)}::varchar[])`;
  // Both tiers take the first rows of the same bitmap heap scan order (physical order), so
  // tier 0's rows are already among tier 1's when tier 1 holds 30 of them, or holds every title
  // match: then tier 0 is skipped by a one-time filter, and the title matches' bitmap is built
  // once ("diwali": every match is in the Diwali sub-category the search named).
  const named =
    namedSubCategoryIds.length > 0
      ? sql`select id from ${media} where ${titleMatches} and ${inNamed}
          and (select count(*) filter (where ${inNamed}) < ${NAMED_CANDIDATES}
            and count(*) = ${MEDIA_CANDIDATES_PER_TIER} from title_hits)
          limit ${NAMED_LIMIT}`
      : sql`select null::varchar as id where false`;
  const candidates = sql`(
    with title_hits as materialized (
      select id, sub_category_id from ${media} where ${titleMatches} limit ${CANDIDATE_LIMIT}
    ),
    named_hits as materialized (${named}),
    field_hits as (
      select id from ${media}
      where search_vector @@ ${terms} and publication = 'published'
        and (select count(*) from title_hits) < ${limit}
      limit ${CANDIDATE_LIMIT}
    )
    select id from named_hits union select id from title_hits union select id from field_hits
  )`;
  const score = preferred
    ? sql`${rank(media.searchVector, match)} + ${PREFERRED_BONUS} * ${rank(media.searchVector, preferred)}`
    : rank(media.searchVector, match);
  return db
    .select({
      media,
      subCategory: { id: subCategories.id, name: subCategories.name },
      category: { id: categories.id, name: categories.name },
    })
    .from(media)
    .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(sql`${media.id} in ${candidates} and ${publicSubCategory}`)
    .orderBy(desc(score), desc(media.downloadCount), desc(media.id))
    .limit(limit);
}

/**
 * Names match by full text (any of the words: a name is a short label, and ts_rank_cd prefers
 * names with more of them) or by trigram word similarity to the words as typed (`<%`,
 * pg_trgm.word_similarity_threshold, 0.6 by default), which also catches a name whose words are
 * not in the media vocabulary yet (a new, empty sub-category). The tables are small (tens to
 * hundreds of rows): PostgreSQL scans them, whichever index exists.
 */
function nameScoring(vector: SQL, name: AnyColumn, query: PreparedQuery) {
  const match = query.any ? sql`${query.any}::tsquery` : null;
  const similar = sql`${query.text} <% ${name}`;
  const similarity = sql`word_similarity(${query.text}, ${name})`;
  return {
    textMatch: match ? sql`(${vector} @@ ${match} or ${similar})` : similar,
    score: match ? sql`${rank(vector, match)} + ${similarity}` : similarity,
  };
}
