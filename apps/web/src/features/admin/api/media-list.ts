import type { AdminMedia, adminMediaListEnvelopeSchema } from '@stamp/shared/schemas/admin-catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';
import { MEDIA_PAGE_SIZE, type MediaFilters, mediaQueryString } from '../lib/media-filters';
import { adminKey } from './admin-api';

export const mediaListKey = [...adminKey, 'media'] as const;

export interface MediaPage {
  rows: AdminMedia[];
  total: number;
  pageCount: number;
  hasNextPage: boolean;
}

export async function getMediaPage(filters: MediaFilters): Promise<MediaPage> {
  const answer = await api<Shape<typeof adminMediaListEnvelopeSchema>>(
    `/admin/media?${mediaQueryString(filters)}`,
  );
  const { total, page } = answer.paging;
  const pageCount = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  return { rows: answer.data, total, pageCount, hasNextPage: page < pageCount };
}

/** One page of the grid; the previous page stays on screen while the next one loads. */
export function useMediaPage(filters: MediaFilters) {
  return useQuery({
    queryKey: [...mediaListKey, filters],
    queryFn: () => getMediaPage(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
