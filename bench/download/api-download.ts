import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import type { Member } from './members';

// The web app's poll interval for a render in progress (apps/web editor api/download.ts).
const POLL_MS = 800;

interface Answer {
  data: { downloadId: string; status: string; url: string | null; error: string | null };
}

/**
 * One clean download as the web app makes it, over the API: ask for the render, follow a
 * queued reel until it is ready, then fetch the file. Resolves with the milliseconds it took.
 */
export async function apiDownload(baseUrl: string, member: Member, mediaId: string) {
  const start = performance.now();
  const headers = { cookie: member.cookie, 'content-type': 'application/json' };
  const settings = { ...EDITOR_DEFAULTS, bannerText: 'Sharma Sweets', logoEnabled: true };
  const asked = await fetch(`${baseUrl}/api/v1/user/download-creative/${mediaId}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ settings, logoId: member.logoId }),
  });
  let answer = (await asked.json()) as Answer;
  if (!asked.ok)
    throw new Error(`the download answered ${asked.status}: ${JSON.stringify(answer)}`);
  while (answer.data.status !== 'ready') {
    if (answer.data.status === 'failed') throw new Error(`the render failed: ${answer.data.error}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const polled = await fetch(`${baseUrl}/api/v1/user/downloads/${answer.data.downloadId}`, {
      headers,
    });
    answer = { data: { ...answer.data, ...((await polled.json()) as Answer).data } };
  }
  const file = await fetch(new URL(answer.data.url as string, baseUrl), { headers });
  if (!file.ok) throw new Error(`the file answered ${file.status}`);
  await file.arrayBuffer();
  return performance.now() - start;
}
