import type { homeFeedEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

// Spec §9: the home feed shows up to 10 items per list.
export const HOME_FEED_LIMIT = 10;

export const getHomeFeed = () =>
  api<Shape<typeof homeFeedEnvelopeSchema>>(`/user/media/home/feeds?limit=${HOME_FEED_LIMIT}`);

/** Shared with the router, which starts this request beside the download of the page's code. */
export const homeFeedQuery = queryOptions({
  queryKey: ['home-feed', HOME_FEED_LIMIT],
  queryFn: getHomeFeed,
});

/** The home page's trending and latest rows. */
export function useHomeFeed() {
  return useQuery({ ...homeFeedQuery, select: (envelope) => envelope.data });
}
