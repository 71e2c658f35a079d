import type { homeFeedEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

// Spec §9: the home feed shows up to 10 items per list.
export const HOME_FEED_LIMIT = 10;

export const getHomeFeed = () =>
  api<Shape<typeof homeFeedEnvelopeSchema>>(`/user/media/home/feeds?limit=${HOME_FEED_LIMIT}`);

/** The home page's trending and latest rows. */
export function useHomeFeed() {
  return useQuery({
    queryKey: ['home-feed', HOME_FEED_LIMIT],
    queryFn: getHomeFeed,
    select: (envelope) => envelope.data,
  });
}
