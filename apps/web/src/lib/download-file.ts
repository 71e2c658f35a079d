import { ApiError } from './api';
import { t } from './i18n/common';

/** The rendered file behind a download link (one of its 3 uses). */
export async function fetchDownloadFile(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw ApiError.fromAnswer(response.status, json, t('common.notDownloaded'));
  }
  return response.blob();
}
