import type { Database, WithoutSeqScans } from '../../db/client';
import type { MediaWithNames } from '../catalog/catalog.presenter';
import { type CategoryHit, createSearchRepo, type SubCategoryHit } from './search.repo';
import { createSearchMissesRepo } from './search-misses.repo';
import { searchWords } from './search-query';
import { createSearchTermsRepo } from './search-terms.repo';

/** At most this many results per group (issue 3, item 6). */
export const SEARCH_GROUP_LIMIT = 10;

export interface SearchRows {
  categories: CategoryHit[];
  subCategories: SubCategoryHit[];
  media: MediaWithNames[];
}

export interface SearchServiceDeps {
  db: Database;
  /** The database handle's (DatabaseHandle.withoutSeqScans); a transaction without it. */
  withoutSeqScans?: WithoutSeqScans;
  /**
   * The business day (YYYY-MM-DD) a search that found nothing is counted under, for the
   * console's dashboard. Without it such searches are not recorded.
   */
  today?: () => string;
  /** Told when recording a search that found nothing failed (the search itself is answered). */
  onRecordError?: (error: unknown) => void;
}

export function createSearchService({
  db,
  withoutSeqScans,
  today,
  onRecordError,
}: SearchServiceDeps) {
  const repo = createSearchRepo(db, withoutSeqScans);
  const misses = createSearchMissesRepo(db);
  const terms = createSearchTermsRepo(db);

  return {
    /**
     * Categories, sub-categories and media for a free-text query, best first in each group.
     * A query without a single word (blank, or only punctuation) finds nothing and costs no
     * database work. The route has already rejected queries over SEARCH_QUERY_MAX characters.
     */
    async search(query: string): Promise<SearchRows> {
      const words = searchWords(query);
      if (words.length === 0) return { categories: [], subCategories: [], media: [] };
      const prepared = await terms.expand(words);
      const [categories, subCategories] = await Promise.all([
        repo.categories(prepared, SEARCH_GROUP_LIMIT),
        repo.subCategories(prepared, SEARCH_GROUP_LIMIT),
      ]);
      // Media in the sub-categories found by name are candidates of their own (see mediaQuery).
      const namedIds = subCategories.map((hit) => hit.subCategory.id);
      const media = await repo.media(prepared, SEARCH_GROUP_LIMIT, namedIds);
      if (today && categories.length + subCategories.length + media.length === 0) {
        // Counted off the answer's path: the visitor does not wait for the dashboard's figure.
        const query = words.map((word) => word.toLowerCase()).join(' ');
        misses.record(today(), query).catch((error: unknown) => onRecordError?.(error));
      }
      return { categories, subCategories, media };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
