import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import type { Media } from '@stamp/shared/schemas/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleVideo } from '../../adapters/media/test-media';
import type { VideoDownloadJob } from '../../adapters/media/video-download';
import { downloads } from '../../db/schema';
import { signedInMember } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { MAX_ACTIVE_VIDEO_RENDERS } from './video-limits';

interface HeldRender {
  /** Ends the render as a success (a stand-in file where the MP4 would be). */
  finish(): Promise<void>;
}

// Every video render in this file holds at ffmpeg until the test finishes it, so "two in flight"
// is a state the test sets up and ends, not a race with the encoder.
const renders = (() => {
  const begun: HeldRender[] = [];
  const waiting: ((render: HeldRender) => void)[] = [];
  return {
    begin(render: HeldRender) {
      const next = waiting.shift();
      if (next) next(render);
      else begun.push(render);
    },
    /** The next render to reach ffmpeg, once it has. */
    next(): Promise<HeldRender> {
      const render = begun.shift();
      return render ? Promise.resolve(render) : new Promise((resolve) => waiting.push(resolve));
    },
  };
})();

/** A render that holds until the test finishes it (see `renders`). */
function heldRender(job: VideoDownloadJob): Promise<{ bytes: number }> {
  return new Promise((resolve, reject) => {
    // The app's close hands running jobs back by aborting them.
    job.signal?.addEventListener('abort', () => reject(job.signal?.reason), { once: true });
    renders.begin({
      async finish() {
        await writeFile(job.output, 'a rendered reel');
        resolve({ bytes: 15 });
      },
    });
  });
}

let t: TestApp;
let workDir: string;
let reel: Media;

beforeAll(async () => {
  t = await startTestApp({ renderVideoDownload: heldRender });
  workDir = await mkdtemp(path.join(tmpdir(), 'stamp-video-cap-test-'));
  const admin = t.services.catalogAdmin;
  const category = await admin.createCategory('Festivals');
  const sub = await admin.createSubCategory(category._id, 'Diwali');
  const clip = { width: 320, height: 180, durationS: 1, audio: false, format: 'mp4' } as const;
  reel = await admin.addMedia(
    sub._id,
    { filePath: await sampleVideo(workDir, clip) },
    { title: 'Diwali Reel', creativeType: 'reel', isTrending: false, isLatest: false },
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(workDir, { recursive: true, force: true });
});

const design = { settings: { ...EDITOR_DEFAULTS, bannerText: 'Sharma Sweets' } };
const downloadReel = (client: TestClient) =>
  client.post(`/api/v1/user/download-creative/${reel._id}`, design);
const statusOf = async (client: TestClient, id: string) =>
  (await client.get(`/api/v1/user/downloads/${id}`)).body.data.status as string;
const downloadsLeft = async (client: TestClient) =>
  (await client.get('/api/v1/user/get-user')).body.data.downloads.count as number;

describe('catalog reel downloads in flight per user', () => {
  it('refuses a third while two are in flight, without taking a unit, and per user only', async () => {
    expect(MAX_ACTIVE_VIDEO_RENDERS).toBe(2);
    const { client, userId } = await signedInMember(t, 5);
    const first = await downloadReel(client);
    expect(first.status).toBe(202);
    const rendering = await renders.next();
    const second = await downloadReel(client);
    expect(second.status).toBe(202);
    // One render holds the video slot, the other waits behind it: both count.
    expect(await statusOf(client, first.body.data.downloadId)).toBe('rendering');
    expect(await statusOf(client, second.body.data.downloadId)).toBe('queued');
    expect(await downloadsLeft(client)).toBe(3);

    const third = await downloadReel(client);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      success: false,
      code: 'VIDEO_RENDERS_BUSY',
      message:
        'You already have 2 videos being prepared. Download one of them first, then try again.',
    });
    expect(await downloadsLeft(client)).toBe(3);
    const rows = await t.db.select().from(downloads).where(eq(downloads.userId, userId));
    expect(rows).toHaveLength(2);

    // Someone else's reel is not held up by this member's two.
    const other = await signedInMember(t, 5);
    expect((await downloadReel(other.client)).status).toBe(202);

    // Once a render has ended, the slot it held is free again.
    await rendering.finish();
    await vi.waitFor(
      async () => expect(await statusOf(client, first.body.data.downloadId)).toBe('ready'),
      { timeout: 20_000, interval: 50 },
    );
    expect((await downloadReel(client)).status).toBe(202);
    expect(await downloadsLeft(client)).toBe(2);
  });

  it('refuses the third of three sent at once, and takes units for two only', async () => {
    const { client, userId } = await signedInMember(t, 5);
    const answers = await Promise.all([1, 2, 3].map(() => downloadReel(client)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 429]);
    expect(await downloadsLeft(client)).toBe(3);
    const rows = await t.db.select().from(downloads).where(eq(downloads.userId, userId));
    expect(rows).toHaveLength(2);
  });
});

describe("a member's own videos in flight", () => {
  const uploadOwn = async (client: TestClient, file: Buffer) => {
    const form = new FormData();
    form.append('settings', JSON.stringify(design.settings));
    form.append('file', new Blob([new Uint8Array(file)]), 'clip.mp4');
    const response = await fetch(`${t.baseUrl}/api/v1/user/custom-editor/videos`, {
      method: 'POST',
      body: form,
      headers: { cookie: client.cookie ?? '' },
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };

  it('refuses the third of three uploads sent at once, and keeps its unit and its file', async () => {
    const clip = { width: 320, height: 180, durationS: 1, audio: false, format: 'mp4' } as const;
    const file = await readFile(await sampleVideo(workDir, clip));
    const { client, userId } = await signedInMember(t, 5);
    const answers = await Promise.all([1, 2, 3].map(() => uploadOwn(client, file)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 429]);
    expect(answers.find((answer) => answer.status === 429)?.body.code).toBe('VIDEO_RENDERS_BUSY');
    expect(await downloadsLeft(client)).toBe(3);
    const rows = await t.db.select().from(downloads).where(eq(downloads.userId, userId));
    expect(rows).toHaveLength(2);
    // The refused upload's file was removed: only the two queued renders' sources are stored.
    const [kept] = rows.map((row) => row.sourceKey as string);
    const folder = path.dirname((await t.storage.localPath(kept as string)).path);
    const videos = (await readdir(folder)).filter((name) => name.endsWith('.mp4'));
    expect(videos.sort()).toEqual(rows.map((row) => path.basename(row.sourceKey as string)).sort());
  });
});
