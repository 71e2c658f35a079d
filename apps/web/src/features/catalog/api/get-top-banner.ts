import type { homeFeedEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

export const DEFAULT_TOP_BANNER_TEXT = 'Stamp Your Identity';

/** The top banner's text (spec §7: home feed with limit=1); the default while loading or on error. */
export function useTopBannerText(): string {
  const query = useQuery({
    queryKey: ['home-feed', 1],
    queryFn: () => api<Shape<typeof homeFeedEnvelopeSchema>>('/user/media/home/feeds?limit=1'),
    staleTime: 5 * 60_000,
  });
  return query.data?.data.topBanner.topBannerText || DEFAULT_TOP_BANNER_TEXT;
}
