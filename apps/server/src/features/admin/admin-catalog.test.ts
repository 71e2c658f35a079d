import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBomb, sampleImage, sampleVideo } from '../../adapters/media/test-media';
import { media } from '../../db/schema';
import { signedInOperator } from '../../test/test-accounts';
import {
  newSignup,
  startTestApp,
  type TestApp,
  type TestClient,
  type TestResponse,
} from '../../test/test-app';

let t: TestApp;
let operator: TestClient;
let subCategoryId: string;
let videoDir: string;

beforeAll(async () => {
  t = await startTestApp();
  videoDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-admin-video-'));
  operator = await signedInOperator(t);
  const category = await operator.post('/api/v1/admin/categories', { name: 'Festivals' });
  const sub = await operator.post(
    `/api/v1/admin/categories/${category.body.data._id}/subcategories`,
    { name: 'Diwali' },
  );
  subCategoryId = sub.body.data._id;
});
afterAll(async () => {
  await t?.close();
  await rm(videoDir, { recursive: true, force: true });
});

async function upload(
  client: TestClient,
  file: Buffer,
  fields: Record<string, string>,
  name = 'upload.bin',
): Promise<Omit<TestResponse, 'headers'>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${t.baseUrl}/api/v1/admin/subcategories/${subCategoryId}/media`, {
    method: 'POST',
    body: form,
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  return { status: response.status, body: await response.json() };
}

async function mediaCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(media);
  return row?.n ?? 0;
}

const post = { title: 'Happy Diwali Wishes', creativeType: 'post', isTrending: 'true' };

describe('operators build the catalog', () => {
  it('uploads an image: renditions stored, listed at once in the catalog', async () => {
    const before = await t.client().get(`/api/v1/user/subcategories/${subCategoryId}/media/images`);
    expect(before.body.data).toHaveLength(0); // also fills the catalog cache

    const response = await upload(
      operator,
      await sampleImage(1600, 1600, 'jpeg'),
      post,
      'diwali.jpg',
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      title: 'Happy Diwali Wishes',
      type: 'image',
      creativeType: 'post',
      width: 1600,
      height: 1600,
      flags: { isTrending: true, isLatest: false },
    });

    const after = await t.client().get(`/api/v1/user/subcategories/${subCategoryId}/media/images`);
    expect(after.body.data.map((m: { _id: string }) => m._id)).toEqual([response.body.data._id]);
    const preview = await fetch(`${t.baseUrl}${after.body.data[0].url}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    const sub = await t.client().get(`/api/v1/user/resolve/${subCategoryId}`);
    expect(sub.body.data.subCategory.thumbnailImage.secureUrl).toMatch(
      /^\/media\/public\/thumbs\//,
    );
  });

  it('uploads a video with a poster and previews', async () => {
    const file = await readFile(
      await sampleVideo(videoDir, {
        width: 640,
        height: 360,
        durationS: 2,
        audio: true,
        format: 'mp4',
      }),
    );
    const response = await upload(
      operator,
      file,
      { title: 'Diwali Reel', creativeType: 'reel' },
      'reel.mp4',
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ type: 'video', width: 640, height: 360 });
    expect(response.body.data.durationS).toBeCloseTo(2, 0);
    expect(response.body.data.posterUrl).toMatch(/^\/media\/public\//);
  });

  it('sets the top banner text', async () => {
    const response = await operator.request('PUT', '/api/v1/admin/site-settings/top-banner', {
      topBannerText: 'Festive sale: 40% off Premium',
    });
    expect(response.status).toBe(200);
    const feed = await t.client().get('/api/v1/user/media/home/feeds');
    expect(feed.body.data.topBanner.topBannerText).toBe('Festive sale: 40% off Premium');
  });
});

describe('bad uploads are refused with a clear status and leave nothing behind', () => {
  it('a text file named .jpg → 415', async () => {
    const before = await mediaCount();
    const response = await upload(
      operator,
      Buffer.from('definitely not a picture\n'.repeat(20)),
      post,
      'photo.jpg',
    );
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({
      success: false,
      message: 'This file is not a supported image or video',
    });
    expect(await mediaCount()).toBe(before);
  });

  it('a decompression bomb → 422 without the process growing', async () => {
    const before = process.memoryUsage().rss;
    const response = await upload(operator, pngBomb(60_000, 60_000), post, 'bomb.png');
    expect(response.status).toBe(422);
    expect(response.body.message).toMatch(/too large to process/);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('an image over 10 MB → 413', async () => {
    const jpegHeader = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
    ]);
    const file = Buffer.concat([jpegHeader, Buffer.alloc(11 * 1024 * 1024, 7)]);
    const response = await upload(operator, file, post, 'huge.jpg');
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/larger than 10 MB/);
  });

  it('missing title or an unknown creative type → 400 naming the field', async () => {
    const image = await sampleImage(400, 400, 'png');
    const noTitle = await upload(operator, image, { creativeType: 'post' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields).toHaveProperty('title');
    const badType = await upload(operator, image, { title: 'x', creativeType: 'banner' });
    expect(badType.status).toBe(400);
    expect(badType.body.fields).toHaveProperty('creativeType');
  });

  it('is for operators only', async () => {
    const image = await sampleImage(400, 400, 'png');
    expect((await upload(t.client(), image, post)).status).toBe(401);
    const user = t.client();
    await user.post('/api/v1/user/signup', newSignup());
    expect((await upload(user, image, post)).status).toBe(403);
    expect((await user.post('/api/v1/admin/categories', { name: 'Sneaky' })).status).toBe(403);
  });

  it('a duplicate category name → 409', async () => {
    const response = await operator.post('/api/v1/admin/categories', { name: 'Festivals' });
    expect(response.status).toBe(409);
  });
});
