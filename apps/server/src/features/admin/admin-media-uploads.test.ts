import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../adapters/media/test-media';
import { auditLog, media, mediaUploads } from '../../db/schema';
import { signedInOperator } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { FILE_GONE } from '../catalog/media-uploads.service';

let t: TestApp;
let operator: TestClient;
let festivals: string;
let diwali: string;
let videoDir: string;

beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInOperator(t);
  videoDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-uploads-video-'));
  festivals = (await t.services.catalogAdmin.createCategory('Festivals'))._id;
  diwali = (await t.services.catalogAdmin.createSubCategory(festivals, 'Diwali'))._id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(videoDir, { recursive: true, force: true });
});

/** One file per request, as the console sends them. */
async function send(
  app: TestApp,
  client: TestClient,
  url: string,
  file: Buffer,
  fields: Record<string, string> = {},
  name = 'upload.jpg',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${app.baseUrl}${url}`, {
    method: 'POST',
    body: form,
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies instead of typing them
  return { status: response.status, body: (await response.json()) as any };
}
const upload = (file: Buffer, fields: Record<string, string> = {}, name?: string, sub = diwali) =>
  send(t, operator, `/api/v1/admin/subcategories/${sub}/uploads`, file, fields, name);

async function statusOf(id: string) {
  const response = await operator.get(`/api/v1/admin/uploads?ids=${id}`);
  expect(response.status).toBe(200);
  return response.body.data[0];
}
async function settled(id: string) {
  await expect
    .poll(async () => (await statusOf(id)).status, { timeout: 60_000 })
    .toMatch(/^(ready|failed)$/);
  return statusOf(id);
}
/** The status of a GET, its body read (an unread body keeps the connection, and close waits). */
async function statusAt(url: string): Promise<number> {
  const response = await fetch(`${t.baseUrl}${url}`);
  await response.arrayBuffer();
  return response.status;
}
async function mediaTitled(title: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(media).where(eq(media.title, title));
  return row?.n ?? 0;
}

describe('bulk upload', () => {
  it('queues a file, the job makes it an item, and the console sees it become ready', async () => {
    const response = await upload(
      await sampleImage(900, 900, 'jpeg'),
      {
        titleHi: 'दिवाली की शुभकामनाएं',
        tags: 'lamps, rangoli ,',
        isTrending: 'true',
        // Only the file sent is ever read: a key named in the form is not a file.
        stagedKey: 'private/brand-kits/someone/logo.png',
      },
      'happy_diwali-wishes.jpg',
    );
    expect(response.status).toBe(202);
    expect(response.body.message).toBe('Upload queued');
    expect(response.body.data).toMatchObject({
      subCategoryId: diwali,
      fileName: 'happy_diwali-wishes.jpg',
      status: 'queued',
      error: null,
      mediaId: null,
      retryable: false,
    });
    const done = await settled(response.body.data._id);
    expect(done).toMatchObject({ status: 'ready', progress: 100, error: null });
    const item = await t.client().get(`/api/v1/user/media/${done.mediaId}`);
    expect(item.status).toBe(200);
    expect(item.body.data).toMatchObject({
      title: 'happy diwali wishes',
      creativeType: 'post',
      flags: { isTrending: true, isLatest: false },
    });
    const admin = await operator.get(`/api/v1/admin/media/${done.mediaId}`);
    expect(admin.body.data).toMatchObject({
      titleHi: 'दिवाली की शुभकामनाएं',
      tags: ['lamps', 'rangoli'],
      publication: 'published',
    });
    const [row] = await t.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.id, response.body.data._id));
    expect(row?.stagedKey).toBeNull();
    const listed = await operator.get(`/api/v1/admin/uploads?subCategoryId=${diwali}`);
    expect(listed.body.data.map((u: { _id: string }) => u._id)).toContain(row?.id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, response.body.data._id));
    expect(audit).toMatchObject({ action: 'media.upload', actorEmail: 'ops@stamp.test' });
  });

  it('a draft upload stays out of public view', async () => {
    const response = await upload(await sampleImage(600, 600, 'png'), {
      title: 'Draft Upload',
      publication: 'draft',
    });
    const done = await settled(response.body.data._id);
    expect(done.status).toBe('ready');
    expect((await t.client().get(`/api/v1/user/media/${done.mediaId}`)).status).toBe(404);
  });

  it('a video becomes a reel item', async () => {
    const file = await readFile(
      await sampleVideo(videoDir, {
        width: 320,
        height: 568,
        durationS: 1,
        audio: false,
        format: 'mp4',
      }),
    );
    const response = await upload(file, { title: 'Short Reel' }, 'reel.mp4');
    const done = await settled(response.body.data._id);
    expect(done.status).toBe('ready');
    const item = await operator.get(`/api/v1/admin/media/${done.mediaId}`);
    expect(item.body.data).toMatchObject({ type: 'video', creativeType: 'reel', width: 320 });
  });

  it('refuses a file that is not an image or a video with a 415, and stages nothing', async () => {
    const before = await t.db.select({ n: count() }).from(mediaUploads);
    const response = await upload(Buffer.from('%PDF-1.7 not a picture at all'), {}, 'a.pdf');
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const after = await t.db.select({ n: count() }).from(mediaUploads);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('an image over 10 MB → 413', async () => {
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(10.5 * 1048576),
    ]);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('This image is larger than 10 MB');
  });

  it('a damaged file fails with a reason, leaves no item, and must be sent again', async () => {
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const response = await upload(damaged, { title: 'Broken Lamp' }, 'broken.jpg');
    expect(response.status).toBe(202);
    const done = await settled(response.body.data._id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/could not be read|damaged|not a supported/i);
    expect(done).toMatchObject({ mediaId: null, retryable: false });
    expect(await mediaTitled('Broken Lamp')).toBe(0);
    const retry = await operator.post(`/api/v1/admin/uploads/${done._id}/retry`);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe(FILE_GONE);
  });

  it('refuses bad fields, unknown places and bad polls', async () => {
    const image = await sampleImage(200, 200, 'png');
    const bad: Record<string, string>[] = [
      { title: 'a\u0000b' },
      { titleHi: '\u0000' },
      { tags: 'ok,\u0000' },
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') },
      { tags: 'x'.repeat(41) },
      { creativeType: 'banner' },
      { isTrending: 'perhaps' },
      { publication: 'live' },
      { publication: 'scheduled' },
      { publication: 'scheduled', publishAt: '2020-01-01T00:00:00Z' },
      { publication: 'scheduled', publishAt: 'next tuesday' },
      { title: 'x'.repeat(161) },
    ];
    for (const fields of bad) {
      const response = await upload(image, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
    expect((await upload(image, {}, 'bad\u0000name.png')).status).toBe(400);
    const past = await upload(image, {
      publication: 'scheduled',
      publishAt: '2020-01-01T00:00:00Z',
    });
    expect(past.body.message).toBe('publishAt must be in the future');
    expect((await upload(image, {}, 'a.png', 'f'.repeat(24))).status).toBe(404);
    const otherKind = await upload(image, {}, 'a.png', festivals);
    expect(otherKind.status).toBe(404);
    expect(otherKind.body.message).toBe('Sub-category not found');
    const notMultipart = await operator.post(`/api/v1/admin/subcategories/${diwali}/uploads`, {});
    expect(notMultipart.status).toBe(400);

    const ids = Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0')).join(',');
    expect((await operator.get(`/api/v1/admin/uploads?ids=${ids}`)).status).toBe(400);
    expect((await operator.get('/api/v1/admin/uploads?ids=nope')).status).toBe(400);
    expect((await operator.get('/api/v1/admin/uploads')).status).toBe(400);
    expect((await operator.post(`/api/v1/admin/uploads/${'f'.repeat(24)}/retry`)).status).toBe(404);
  });

  it('replaces the file of an item, which keeps its id', async () => {
    const item = await t.services.catalogAdmin.addMedia(
      diwali,
      { buffer: await sampleImage(400, 400, 'jpeg') },
      { title: 'Replace Me', creativeType: 'post', isTrending: false, isLatest: false },
    );
    const response = await send(
      t,
      operator,
      `/api/v1/admin/media/${item._id}/file`,
      await sampleImage(640, 480, 'png'),
      {},
      'new.png',
    );
    expect(response.status).toBe(202);
    expect(response.body.data.replaces).toBe(item._id);
    const done = await settled(response.body.data._id);
    expect(done).toMatchObject({ status: 'ready', mediaId: item._id });
    const after = await operator.get(`/api/v1/admin/media/${item._id}`);
    expect(after.body.data).toMatchObject({ title: 'Replace Me', width: 640, height: 480 });
    // The old files go just after the item is marked ready.
    await expect.poll(async () => await statusAt(item.url)).toBe(404);
    expect(await statusAt(after.body.data.url)).toBe(200);
    const wrong = await send(t, operator, `/api/v1/admin/media/${diwali}/file`, Buffer.from('x'));
    expect(wrong.status).toBe(404);
  });
});

describe('ingest races and retries (no job runner: the test runs the job)', () => {
  let quiet: TestApp;
  let client: TestClient;
  let sub: string;

  beforeAll(async () => {
    quiet = await startTestApp({ jobsOff: true });
    client = await signedInOperator(quiet);
    const category = await quiet.services.catalogAdmin.createCategory('Races');
    sub = (await quiet.services.catalogAdmin.createSubCategory(category._id, 'Twice'))._id;
  }, 60_000);
  afterAll(async () => quiet?.close());

  const stage = async (title: string) => {
    const response = await send(
      quiet,
      client,
      `/api/v1/admin/subcategories/${sub}/uploads`,
      await sampleImage(300, 300, 'jpeg'),
      { title },
    );
    expect(response.status).toBe(202);
    return response.body.data._id as string;
  };
  const itemsTitled = async (title: string) => {
    const [row] = await quiet.db.select({ n: count() }).from(media).where(eq(media.title, title));
    return row?.n ?? 0;
  };

  it('two ingests of one upload at once make one item', async () => {
    const id = await stage('Only Once');
    const uploads = quiet.services.mediaUploads;
    await Promise.all([uploads.ingest(id), uploads.ingest(id), uploads.ingest(id)]);
    expect(await itemsTitled('Only Once')).toBe(1);
    const [row] = await quiet.db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
    expect(row).toMatchObject({ status: 'ready', stagedKey: null });
    await uploads.ingest(id); // a late retry of a finished job adds nothing
    expect(await itemsTitled('Only Once')).toBe(1);
  });

  it('deleting a sub-category deletes the files of its uploads that never became designs', async () => {
    const category = await quiet.services.catalogAdmin.createCategory('Clearing Out');
    const doomed = (await quiet.services.catalogAdmin.createSubCategory(category._id, 'Doomed'))
      ._id;
    const sendTo = async (title: string) =>
      (
        await send(
          quiet,
          client,
          `/api/v1/admin/subcategories/${doomed}/uploads`,
          await sampleImage(200, 200, 'jpeg'),
          { title },
        )
      ).body.data._id as string;
    const queued = await sendTo('Never Ingested');
    const failed = await sendTo('Ran Out Of Tries');
    await quiet.services.mediaUploads.failed(failed);
    const rows = await quiet.db
      .select({ stagedKey: mediaUploads.stagedKey })
      .from(mediaUploads)
      .where(inArray(mediaUploads.id, [queued, failed]));
    const keys = rows.map((row) => row.stagedKey as string);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await quiet.storage.exists(key)).toBe(true);

    const deleted = await client.request('DELETE', `/api/v1/admin/subcategories/${doomed}`);
    expect(deleted.status).toBe(200);
    for (const key of keys) expect(await quiet.storage.exists(key)).toBe(false);
    // The uploads of other sub-categories keep theirs.
    const kept = await stage('Still Here');
    const [row] = await quiet.db.select().from(mediaUploads).where(eq(mediaUploads.id, kept));
    expect(await quiet.storage.exists(row?.stagedKey as string)).toBe(true);
  });

  it('an upload whose tries ran out keeps its file and can be retried', async () => {
    const id = await stage('Second Chance');
    await quiet.services.mediaUploads.failed(id);
    const failed = await client.get(`/api/v1/admin/uploads?ids=${id}`);
    expect(failed.body.data[0]).toMatchObject({ status: 'failed', retryable: true });
    const retry = await client.post(`/api/v1/admin/uploads/${id}/retry`);
    expect(retry.status).toBe(202);
    expect(retry.body.data).toMatchObject({ status: 'queued', error: null });
    expect((await client.post(`/api/v1/admin/uploads/${id}/retry`)).status).toBe(409);
    await quiet.services.mediaUploads.ingest(id);
    expect(await itemsTitled('Second Chance')).toBe(1);
  });
});
