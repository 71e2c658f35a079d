import type { SearchResult, searchEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

const EMPTY: SearchResult = { categories: [], subCategories: [], media: [] };

export const searchQueryKey = (query: string) => ['search', query] as const;

/** `POST /user/search` `{ query }` → categories, sub-categories and media (spec §7). */
export async function getSearchResults(query: string, signal?: AbortSignal) {
  const envelope = await api<Shape<typeof searchEnvelopeSchema>>('/user/search', {
    method: 'POST',
    body: { query },
    signal,
  });
  return envelope.data;
}

/**
 * Results for the debounced query; nothing is fetched for an empty one. Passing TanStack's
 * signal on means a request whose query was typed over is aborted, not left to race.
 * Failures are silent (spec §8): they read as "no results", and are not retried, so the
 * dropdown never sits on 'Searching...' for seconds.
 */
export function useSearch(query: string) {
  const trimmed = query.trim();
  const result = useQuery({
    queryKey: searchQueryKey(trimmed),
    queryFn: ({ signal }) => getSearchResults(trimmed, signal),
    enabled: trimmed !== '',
    retry: false,
    staleTime: 60_000,
  });
  return {
    data: result.isError ? EMPTY : result.data,
    isSearching: result.isPending && result.fetchStatus === 'fetching',
  };
}
