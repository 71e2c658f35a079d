import type { statusSizeEnvelopeSchema } from '@stamp/shared/schemas/downloads';
import { api, type Shape } from '../../../lib/api';

/**
 * The WhatsApp Status size (1080×1920) of a download just made: part of that download, no unit
 * taken (`POST /user/downloads/{downloadId}/status-size`).
 */
export async function requestStatusSize(downloadId: string) {
  const response = await api<Shape<typeof statusSizeEnvelopeSchema>>(
    `/user/downloads/${downloadId}/status-size`,
    { method: 'POST' },
  );
  return response.data;
}
