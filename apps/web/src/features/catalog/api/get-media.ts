import type { mediaEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, type Shape } from '../../../lib/api';

// The spec's client also sends ?userId=; the server reads the session cookie instead.
export const getMedia = (mediaId: string) =>
  api<Shape<typeof mediaEnvelopeSchema>>(`/user/media/${encodeURIComponent(mediaId)}`);

/** Shared with the router, which starts this request beside the download of the page's code. */
export const mediaQuery = (mediaId: string) =>
  queryOptions({
    queryKey: ['media', mediaId],
    queryFn: () => getMedia(mediaId),
    // The clean URL is signed for an hour; refetch well before it expires.
    staleTime: 10 * 60_000,
    // A 404 is an answer (the not-found page), not a hiccup to retry.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });

/** One item for its detail page. A member's answer carries the clean preview URL. */
export function useMedia(mediaId: string) {
  return useQuery({ ...mediaQuery(mediaId), select: (envelope) => envelope.data });
}
