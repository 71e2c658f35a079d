import type { downloadCountEnvelopeSchema } from '@stamp/shared/schemas/downloads';
import { api, type Shape } from '../../../lib/api';

/**
 * Spec §7 `POST /user/update-download-count`: the custom editor's image is composed in the
 * browser, so this takes the unit it costs (429 'Daily download limit reached' when none is
 * left) and answers the count that remains.
 */
export async function updateDownloadCount(): Promise<number> {
  const response = await api<Shape<typeof downloadCountEnvelopeSchema>>(
    '/user/update-download-count',
    { method: 'POST' },
  );
  return response.data.downloads.count;
}
