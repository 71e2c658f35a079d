import type {
  Download,
  downloadEnvelopeSchema,
  downloadListEnvelopeSchema,
} from '@stamp/shared/schemas/downloads';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

const PAGE_SIZE = 20;
// A video render moves every second or so; the bar follows it at this pace.
const POLL_MS = 1000;

export const downloadsQueryKey = ['downloads'] as const;

/** The signed-in user's downloads, newest first, page by page (`paging.nextCursor`). */
export const downloadsQuery = infiniteQueryOptions({
  queryKey: downloadsQueryKey,
  queryFn: ({ pageParam, signal }) => {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (pageParam) query.set('cursor', pageParam);
    return api<Shape<typeof downloadListEnvelopeSchema>>(`/user/downloads?${query}`, { signal });
  },
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.paging.nextCursor ?? undefined,
});

export function useDownloads() {
  return useInfiniteQuery(downloadsQuery);
}

export const isRendering = (download: Download) =>
  download.status === 'queued' || download.status === 'rendering';

/**
 * One download as it is now: the list's copy, or while a video renders, its status polled every
 * second until it is ready or failed.
 */
export function useLiveDownload(download: Download): Download {
  const pending = isRendering(download);
  const live = useQuery({
    queryKey: ['download', download._id],
    queryFn: async ({ signal }) =>
      (
        await api<Shape<typeof downloadEnvelopeSchema>>(`/user/downloads/${download._id}`, {
          signal,
        })
      ).data,
    initialData: download,
    enabled: pending,
    refetchInterval: (query) =>
      query.state.data && isRendering(query.state.data) ? POLL_MS : false,
  });
  return pending ? live.data : download;
}
