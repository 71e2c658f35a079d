import { ApiError } from './api';
import { t } from './i18n/common';
import { isOnline } from './offline/online';

/** The rendered file behind a download link (one of its 3 uses). */
export async function fetchDownloadFile(url: string): Promise<Blob> {
  // Never saved by the service worker: offline, there is nothing to ask.
  if (!isOnline()) throw ApiError.unreachable();
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    // Offline or a dropped connection: said as such, not as a failed render.
    throw ApiError.unreachable();
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw ApiError.fromAnswer(response.status, json, t('common.notDownloaded'));
  }
  return response.blob();
}
