import type {
  BrandKitUpdate,
  brandKitEnvelopeSchema,
  brandLogoEnvelopeSchema,
} from '@stamp/shared/schemas/brand-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, api, type Shape } from '../../../lib/api';

export const brandKitQueryKey = ['brand-kit'] as const;

export function useBrandKit(enabled: boolean) {
  return useQuery({
    queryKey: brandKitQueryKey,
    queryFn: async () => (await api<Shape<typeof brandKitEnvelopeSchema>>('/user/brand-kit')).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Adds a logo to the brand kit (multipart, so not through `api`). */
export async function uploadLogo(file: Blob) {
  const form = new FormData();
  form.append('logo', file, 'logo');
  const response = await fetch(`${API_BASE}/user/brand-kit/logos`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  }).catch(() => {
    throw ApiError.unreachable();
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw ApiError.fromAnswer(response.status, json, 'The logo could not be uploaded');
  }
  return (json as Shape<typeof brandLogoEnvelopeSchema>).data;
}

export function useInvalidateBrandKit() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: brandKitQueryKey });
}

export async function saveBrandKit(update: BrandKitUpdate) {
  return (
    await api<Shape<typeof brandKitEnvelopeSchema>>('/user/brand-kit', {
      method: 'PUT',
      body: update,
    })
  ).data;
}
