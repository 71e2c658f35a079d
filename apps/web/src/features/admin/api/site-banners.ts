import type { SiteBanner, siteBannersEnvelopeSchema } from '@stamp/shared/schemas/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';
import { adminKey, adminWrite, useAdminMutation } from './admin-api';

/** The banners `GET /user/get-all-banners` lists (the active ones), inactive ones too. */
export function useSiteBanners() {
  return useQuery({
    queryKey: [...adminKey, 'site-banners'],
    queryFn: () => api<Shape<typeof siteBannersEnvelopeSchema>>('/admin/site-banners'),
    select: (answer) => answer.data,
    staleTime: 0,
  });
}

const bannerPath = (id: string) => `/site-banners/${encodeURIComponent(id)}`;

export function useCreateBanner() {
  return useAdminMutation({
    mutationFn: (body: { text: string; active: boolean }) =>
      adminWrite<SiteBanner>('POST', '/site-banners', body),
  });
}

export function useUpdateBanner() {
  return useAdminMutation({
    mutationFn: ({ id, ...body }: { id: string; text?: string; active?: boolean }) =>
      adminWrite<SiteBanner>('PATCH', bannerPath(id), body),
  });
}

export function useDeleteBanner() {
  return useAdminMutation({
    mutationFn: (id: string) => adminWrite('DELETE', bannerPath(id)),
  });
}
