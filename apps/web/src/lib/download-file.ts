import { ApiError } from './api';

/** The rendered file behind a download link (one of its 3 uses). */
export async function fetchDownloadFile(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw ApiError.fromAnswer(response.status, json, 'The file could not be downloaded');
  }
  return response.blob();
}
