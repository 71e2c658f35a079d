import type { EditorSettings } from '@stamp/shared/editor/settings';
import type {
  Download,
  DownloadResult,
  downloadEnvelopeSchema,
  downloadResultEnvelopeSchema,
} from '@stamp/shared/schemas/downloads';
import { ApiError, api, type Shape } from '../../../lib/api';
import { nextPollDelay } from '../lib/poll-delay';

/** Asks the server to render a design (spec §7 `POST /user/download-creative/{mediaId}`). */
export async function requestDownload(
  mediaId: string,
  body: { settings: EditorSettings; logoId: string | null; watermark: boolean },
): Promise<DownloadResult> {
  const response = await api<Shape<typeof downloadResultEnvelopeSchema>>(
    `/user/download-creative/${mediaId}`,
    { method: 'POST', body },
  );
  return response.data;
}

/** Follows a video render until it is ready or failed, reporting its progress. */
export async function waitForDownload(
  id: string,
  onProgress: (download: Download) => void,
  signal?: AbortSignal,
): Promise<Download> {
  let renderingSince: number | null = null;
  for (;;) {
    const { data } = await api<Shape<typeof downloadEnvelopeSchema>>(`/user/downloads/${id}`, {
      signal,
    });
    onProgress(data);
    if (data.status === 'ready') return data;
    if (data.status === 'failed') {
      throw new ApiError(500, data.error ?? 'This video could not be rendered', {
        code: 'RENDER_FAILED',
      });
    }
    if (data.status === 'rendering') renderingSince ??= performance.now();
    const renderingFor = renderingSince === null ? 0 : performance.now() - renderingSince;
    await new Promise((resolve) => setTimeout(resolve, nextPollDelay(renderingFor, data.progress)));
  }
}
