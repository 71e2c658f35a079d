import type { homeFeedEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';
import { adminKey, adminWrite, useAdminMutation } from './admin-api';

/** What visitors see while no banner text is set (the web app's TopBanner falls back to it). */
export const DEFAULT_BANNER_TEXT = 'Stamp Your Identity';

/** The current top banner text, as the public home feed gives it ('' when none is set). */
export function useTopBanner() {
  return useQuery({
    queryKey: [...adminKey, 'top-banner'],
    queryFn: () => api<Shape<typeof homeFeedEnvelopeSchema>>('/user/media/home/feeds?limit=1'),
    select: (envelope) => envelope.data.topBanner.topBannerText,
    staleTime: 0,
  });
}

export function useSaveTopBanner() {
  return useAdminMutation({
    mutationFn: (topBannerText: string) =>
      adminWrite('PUT', '/site-settings/top-banner', { topBannerText }),
  });
}
