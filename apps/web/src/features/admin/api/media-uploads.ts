import type {
  UploadStatus,
  uploadStatusEnvelopeSchema,
  uploadStatusListEnvelopeSchema,
} from '@stamp/shared/schemas/admin-catalog';
import { API_BASE, ApiError, api, type Shape } from '../../../lib/api';

/**
 * One file up to the server with its progress: XMLHttpRequest, because fetch reports no upload
 * progress (a streamed request body would, but needs HTTP/2 and duplex streams). Same origin, so
 * the page's connect-src allows it; the session cookie goes with it.
 */
export function sendFile(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadStatus> {
  return sendForm<UploadStatus>('POST', path, file, onProgress, signal);
}

/** A multipart request with one `file` field, answering our envelope's `data`. */
export function sendForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  file: File,
  onProgress: (percent: number) => void = () => {},
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}/admin${path}`);
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const body = (xhr.response ?? {}) as Record<string, unknown>;
      if (xhr.status >= 200 && xhr.status < 300 && body.success !== false) {
        resolve((body as { data: T }).data);
      } else reject(ApiError.fromAnswer(xhr.status, body));
    });
    xhr.addEventListener('error', () => reject(ApiError.unreachable()));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.set('file', file, file.name);
    xhr.send(form);
  });
}

export const uploadPath = (subCategoryId: string) =>
  `/subcategories/${encodeURIComponent(subCategoryId)}/uploads`;
export const replacePath = (mediaId: string) => `/media/${encodeURIComponent(mediaId)}/file`;

export async function getUploadStatuses(ids: readonly string[]): Promise<UploadStatus[]> {
  const { data } = await api<Shape<typeof uploadStatusListEnvelopeSchema>>(
    `/admin/uploads?ids=${ids.map(encodeURIComponent).join(',')}`,
  );
  return data;
}

export async function retryUpload(id: string): Promise<UploadStatus> {
  const { data } = await api<Shape<typeof uploadStatusEnvelopeSchema>>(
    `/admin/uploads/${encodeURIComponent(id)}/retry`,
    { method: 'POST' },
  );
  return data;
}
