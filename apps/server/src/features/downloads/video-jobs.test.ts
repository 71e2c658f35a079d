import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import type { Media } from '@stamp/shared/schemas/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultFfmpeg } from '../../adapters/media/ffmpeg';
import { runTool } from '../../adapters/media/run-tool';
import { sampleVideo } from '../../adapters/media/test-media';
import type { DatabaseHandle } from '../../db/client';
import { allowances, downloads, media as mediaTable, memberships } from '../../db/schema';
import { openTestDatabase } from '../../test/database';
import { newSignup, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

// Two processes of one deployment, one after the other, share their media as they share the
// database (one DATA_DIR on disk, or one bucket).
let mediaRoot: string;

const design = {
  settings: { ...EDITOR_DEFAULTS, bannerText: 'Sharma Sweets', bannerMode: 'strip' },
};
const JOB_TIMEOUT_MS = 60_000;

let database: DatabaseHandle;
let workDir: string;
let next: TestApp;
// Left behind by the previous process:
let queuedId: string;
let halfDoneId: string;
let brokenId: string;
let renderer: TestClient;
let unlucky: TestClient;
let freeIds: string[];
let visitor: TestClient;
// When each download was first seen taken up (no longer queued) by the next process.
const takenUp = new Map<string, number>();

/**
 * The previous process, an API process that runs no jobs (JOBS=off): it accepts two free
 * (watermarked) video downloads, then three clean ones from two members, and one of its rows
 * says `rendering` at 40 %, as a process killed mid-render leaves it. One download's original
 * has since been damaged. Then a process that runs jobs starts on the same database. (In the
 * PostgreSQL project its queue is BullMQ on a Redis prefix of its own: it finds the renders
 * through the sweep it runs at start, as after a lost enqueue.)
 */
beforeAll(async () => {
  mediaRoot = await mkdtemp(path.join(tmpdir(), 'stamp-shared-media-'));
  workDir = await mkdtemp(path.join(tmpdir(), 'stamp-video-jobs-test-'));
  database = await openTestDatabase();
  const previous = await startTestApp({ database, mediaRoot, jobsOff: true });
  try {
    const admin = previous.services.catalogAdmin;
    const category = await admin.createCategory('Festivals');
    const sub = await admin.createSubCategory(category._id, 'Diwali');
    const meta = { creativeType: 'reel', isTrending: false, isLatest: false } as const;
    const clip = { width: 640, height: 360, durationS: 2, audio: true, format: 'mp4' } as const;
    const reel = await admin.addMedia(
      sub._id,
      { filePath: await sampleVideo(path.join(workDir, 'good'), clip) },
      { ...meta, title: 'Diwali Reel' },
    );
    const damaged = await admin.addMedia(
      sub._id,
      { filePath: await sampleVideo(path.join(workDir, 'damaged'), clip) },
      { ...meta, title: 'Holi Reel' },
    );

    visitor = previous.client();
    await visitor.post('/api/v1/user/signup', newSignup());
    freeIds = [await queueFreeVideo(visitor, reel), await queueFreeVideo(visitor, reel)];
    renderer = await member(previous, 5);
    queuedId = await queueVideo(renderer, reel);
    halfDoneId = await queueVideo(renderer, reel);
    await previous.db
      .update(downloads)
      .set({ status: 'rendering', progress: 40 })
      .where(eq(downloads.id, halfDoneId));
    unlucky = await member(previous, 5);
    brokenId = await queueVideo(unlucky, damaged);
    await truncateOriginal(previous, damaged._id);
  } finally {
    await previous.close();
  }

  next = await startTestApp({ database, mediaRoot });
  renderer = sameBrowserOn(next, renderer);
  unlucky = sameBrowserOn(next, unlucky);
  visitor = sameBrowserOn(next, visitor);
  void watchTakeUp([queuedId, halfDoneId, brokenId, ...freeIds]);
}, 120_000);

/** Notes when each render leaves the queue, until all have. */
async function watchTakeUp(ids: string[]) {
  while (takenUp.size < ids.length) {
    const rows = await database.db.select().from(downloads);
    for (const row of rows) {
      if (ids.includes(row.id) && row.status !== 'queued' && !takenUp.has(row.id)) {
        takenUp.set(row.id, performance.now());
      }
    }
    // sleep-allowed: samples the rows to record when each render starts (the order under test).
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

afterAll(async () => {
  await next?.close();
  await database?.close();
  await rm(workDir, { recursive: true, force: true });
  if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
});

describe('video jobs after a restart', () => {
  it('renders what the previous process left queued or half done, to playable MP4s', async () => {
    for (const id of [queuedId, halfDoneId]) {
      const job = await settled(renderer, id);
      expect(job).toMatchObject({ status: 'ready', progress: 100, error: null, usesLeft: 3 });
      const file = path.join(workDir, `${id}.mp4`);
      await writeFile(file, await fetchBytes(renderer, job.url));
      expect(await describeMp4(file)).toEqual({
        video: ['h264', 640, 360],
        audio: 'aac',
        durationS: 2,
        moovFirst: true,
      });
      // Decodes from the first frame to the last without a single error.
      const { ffmpeg } = await defaultFfmpeg();
      await runTool(ffmpeg, ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-'], {
        timeoutMs: 30_000,
      });
    }
    // Both units stay spent: each bought a finished download.
    expect((await renderer.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(3);
  }, 120_000);

  it('ends a render whose original is damaged as failed, says why, and gives the unit back', async () => {
    const job = await settled(unlucky, brokenId);
    expect(job).toMatchObject({
      status: 'failed',
      error: 'This video could not be rendered',
      url: null,
      usesLeft: 0,
    });
    expect((await unlucky.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(5);
  }, 120_000);

  it('renders every member’s video before free ones that were queued earlier', async () => {
    for (const id of freeIds) {
      expect(await settled(visitor, id)).toMatchObject({ status: 'ready', watermarked: true });
    }
    const firstFree = Math.min(...freeIds.map((id) => takenUp.get(id) ?? 0));
    for (const id of [queuedId, halfDoneId, brokenId]) {
      expect(takenUp.get(id)).toBeLessThan(firstFree);
    }
  }, 120_000);
});

/** A watermarked video download by a visitor with an account and no membership. */
async function queueFreeVideo(client: TestClient, item: Media): Promise<string> {
  const response = await client.post(`/api/v1/user/download-creative/${item._id}`, {
    ...design,
    watermark: true,
  });
  expect(response.status).toBe(202);
  expect(response.body.data).toMatchObject({ status: 'queued', watermarked: true });
  return response.body.data.downloadId;
}

/** A signed-up member with `left` units of today's allowance. */
async function member(app: TestApp, left: number): Promise<TestClient> {
  const client = app.client();
  const signup = await client.post('/api/v1/user/signup', newSignup());
  const userId: string = signup.body.data._id;
  await app.db.insert(memberships).values({
    userId,
    plan: 'premium',
    status: 'active',
    startDate: new Date(),
    endDate: new Date(Date.now() + 30 * 86_400_000),
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await app.db.insert(allowances).values({ userId, remaining: left, lastReset: today });
  return client;
}

/** A clean video download, accepted and queued (the process is not rendering). */
async function queueVideo(client: TestClient, item: Media): Promise<string> {
  const response = await client.post(`/api/v1/user/download-creative/${item._id}`, design);
  expect(response.status).toBe(202);
  expect(response.body.data).toMatchObject({ status: 'queued', watermarked: false });
  return response.body.data.downloadId;
}

/** The first 60% of the stored original: the MP4's index (at its end) is gone. */
async function truncateOriginal(app: TestApp, mediaId: string): Promise<void> {
  const [row] = await app.db.select().from(mediaTable).where(eq(mediaTable.id, mediaId));
  const key = row?.originalKey ?? '';
  const bytes = await app.storage.get(key);
  await app.storage.put(key, bytes.subarray(0, Math.floor(bytes.length * 0.6)), 'video/mp4');
}

/** The same browser (its session cookie) talking to another process. */
function sameBrowserOn(app: TestApp, client: TestClient): TestClient {
  const moved = app.client();
  moved.cookie = client.cookie;
  return moved;
}

/** The download once its render has ended, ready or failed. */
async function settled(client: TestClient, id: string) {
  return vi.waitFor(
    async () => {
      const job = (await client.get(`/api/v1/user/downloads/${id}`)).body.data;
      if (job.status !== 'ready' && job.status !== 'failed') {
        throw new Error(`the render is still ${job.status}`);
      }
      return job;
    },
    { timeout: JOB_TIMEOUT_MS, interval: 100 },
  );
}

async function fetchBytes(client: TestClient, url: string): Promise<Buffer> {
  const response = await fetch(`${client.baseUrl}${url}`, {
    headers: { cookie: client.cookie ?? '' },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** What a player needs from the file: its streams, its length, and the index before the data. */
async function describeMp4(file: string) {
  const { ffprobe } = await defaultFfmpeg();
  const args = ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file];
  const probe = JSON.parse((await runTool(ffprobe, args, { timeoutMs: 30_000 })).stdout.toString());
  const streams: Array<{
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
  }> = probe.streams;
  const video = streams.find((s) => s.codec_type === 'video');
  return {
    video: [video?.codec_name, video?.width, video?.height],
    audio: streams.find((s) => s.codec_type === 'audio')?.codec_name,
    durationS: Math.round(Number(probe.format.duration)),
    moovFirst: await moovBeforeMdat(file),
  };
}

/** Whether the top-level `moov` box comes before `mdat` (faststart: playable while it loads). */
async function moovBeforeMdat(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(8);
    let offset = 0;
    for (;;) {
      const { bytesRead } = await handle.read(header, 0, 8, offset);
      if (bytesRead < 8) return false;
      const type = header.toString('latin1', 4, 8);
      if (type === 'moov') return true;
      if (type === 'mdat') return false;
      const size = header.readUInt32BE(0);
      if (size < 8) return false;
      offset += size;
    }
  } finally {
    await handle.close();
  }
}
