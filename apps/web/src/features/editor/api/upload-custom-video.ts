import type { EditorSettings } from '@stamp/shared/editor/settings';
import { CUSTOM_VIDEO_FIELDS } from '@stamp/shared/schemas/custom-editor';
import type { DownloadResult } from '@stamp/shared/schemas/downloads';
import { API_BASE, ApiError } from '../../../lib/api';

/**
 * `POST /user/custom-editor/videos`: the member's video with the design, rendered on the server
 * as a job (it answers 202 with the queued download). Sent with XMLHttpRequest rather than
 * `api` because a 100 MB upload needs its progress shown, which fetch cannot report.
 */
export function uploadCustomVideo(
  file: File,
  design: { settings: EditorSettings; logoId: string | null },
  onProgress: (percent: number) => void,
): Promise<DownloadResult> {
  const form = new FormData();
  form.append(CUSTOM_VIDEO_FIELDS.settings, JSON.stringify(design.settings));
  if (design.logoId) form.append(CUSTOM_VIDEO_FIELDS.logoId, design.logoId);
  form.append(CUSTOM_VIDEO_FIELDS.file, file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/user/custom-editor/videos`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const json = (xhr.response ?? {}) as Record<string, unknown>;
      if (xhr.status >= 200 && xhr.status < 300 && json.success !== false) {
        resolve(json.data as DownloadResult);
        return;
      }
      reject(ApiError.fromAnswer(xhr.status, json));
    };
    xhr.onerror = () => reject(ApiError.unreachable());
    xhr.send(form);
  });
}
