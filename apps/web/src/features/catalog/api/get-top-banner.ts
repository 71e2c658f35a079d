import type { homeFeedEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

/** Shared with the router, which asks for it while the first page's code downloads. */
export const topBannerQuery = queryOptions({
  queryKey: ['home-feed', 1],
  queryFn: () => api<Shape<typeof homeFeedEnvelopeSchema>>('/user/media/home/feeds?limit=1'),
  staleTime: 5 * 60_000,
});

/** Whether the server runs the payment sandbox (no money moves); false until it says so. */
export function useTestPayments(): boolean {
  const query = useQuery(topBannerQuery);
  return query.data?.data.topBanner.testPayments === true;
}

/**
 * The top banner's text (spec §7: home feed with limit=1), or null while loading, on error or
 * when the operator left it empty: the layout then shows its default, 'Stamp Your Identity'.
 */
export function useTopBannerText(): string | null {
  const query = useQuery(topBannerQuery);
  return query.data?.data.topBanner.topBannerText || null;
}
