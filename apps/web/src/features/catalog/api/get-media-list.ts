import type {
  CreativeType,
  MediaType,
  mediaListEnvelopeSchema,
} from '@stamp/shared/schemas/catalog';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

export interface MediaListFilter {
  subCategoryId: string;
  type: MediaType;
  /** Empty means All (spec §3). */
  creativeType: CreativeType | '';
  limit?: number;
}

// Five columns on desktop: 30 fills six rows, enough to need the next page only after a scroll.
const PAGE_SIZE = 30;

export function getMediaList(filter: MediaListFilter, cursor?: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(filter.limit ?? PAGE_SIZE) });
  if (filter.creativeType) query.set('creativeType', filter.creativeType);
  if (cursor) query.set('cursor', cursor);
  const id = encodeURIComponent(filter.subCategoryId);
  return api<Shape<typeof mediaListEnvelopeSchema>>(
    `/user/subcategories/${id}/media/${filter.type}s?${query}`,
    { signal },
  );
}

/** Shared with the router, which starts the first page beside the download of the page's code. */
export const mediaListQuery = (filter: MediaListFilter) =>
  infiniteQueryOptions({
    // The key holds tab, filter and sub-category: changing any of them reloads the list (spec §4).
    queryKey: ['media-list', filter],
    queryFn: ({ pageParam, signal }) => getMediaList(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.paging.nextCursor ?? undefined,
  });

/** One sub-category's images or videos, page by page (`paging.nextCursor`). */
export function useMediaList(filter: MediaListFilter) {
  return useInfiniteQuery(mediaListQuery(filter));
}
