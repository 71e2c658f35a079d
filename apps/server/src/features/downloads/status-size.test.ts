import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import type { Media } from '@stamp/shared/schemas/catalog';
import { eq } from 'drizzle-orm';
import sharp, { type Region } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../adapters/media/test-media';
import { allowances, downloads, memberships } from '../../db/schema';
import { newSignup, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

// WhatsApp Status size (1080×1920) of a download: part of that download, never a second one.

let t: TestApp;
let workDir: string;
let post: Media;
let other: Media;
let reel: Media;

beforeAll(async () => {
  t = await startTestApp();
  workDir = await mkdtemp(path.join(tmpdir(), 'stamp-status-size-test-'));
  const admin = t.services.catalogAdmin;
  const category = await admin.createCategory('Festivals');
  const sub = await admin.createSubCategory(category._id, 'Holi');
  const add = async (title: string, file: string, bytes: Buffer) => {
    const filePath = path.join(workDir, file);
    await writeFile(filePath, bytes);
    return admin.addMedia(
      sub._id,
      { filePath },
      { title, creativeType: 'post', isTrending: false, isLatest: false },
    );
  };
  post = await add('Happy Holi', 'holi.jpg', await sampleImage(1080, 1080, 'jpeg'));
  other = await add('Holi Offer', 'offer.jpg', await sampleImage(800, 600, 'jpeg', 3));
  const videoPath = await sampleVideo(workDir, {
    width: 320,
    height: 568,
    durationS: 1,
    audio: false,
    format: 'mp4',
  });
  reel = await admin.addMedia(
    sub._id,
    { filePath: videoPath },
    { title: 'Holi Reel', creativeType: 'reel', isTrending: false, isLatest: false },
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function signedIn(): Promise<{ client: TestClient; userId: string }> {
  const client = t.client();
  const signup = await client.post('/api/v1/user/signup', newSignup());
  return { client, userId: signup.body.data._id };
}

async function member(left: number) {
  const user = await signedIn();
  await t.db.insert(memberships).values({
    userId: user.userId,
    plan: 'premium',
    status: 'active',
    startDate: new Date(),
    endDate: new Date(Date.now() + 30 * 86_400_000),
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await t.db.insert(allowances).values({ userId: user.userId, remaining: left, lastReset: today });
  return user;
}

const design = { settings: { ...EDITOR_DEFAULTS, bannerText: 'Gupta Traders' } };

async function download(client: TestClient, mediaId = post._id, body: object = design) {
  const response = await client.post(`/api/v1/user/download-creative/${mediaId}`, body);
  expect(response.status).toBeLessThan(300);
  return response.body.data as { downloadId: string; url: string; watermarked: boolean };
}

const statusSize = (client: TestClient, downloadId: string, body?: object) =>
  client.post(`/api/v1/user/downloads/${downloadId}/status-size`, body);

async function fetchFile(client: TestClient, url: string) {
  const response = await fetch(`${t.baseUrl}${url}`, { headers: { cookie: client.cookie ?? '' } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function difference(a: Buffer, b: Buffer, region: Region): Promise<number> {
  const raw = (png: Buffer) => sharp(png).extract(region).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

// The free file's "Made with Stamp" badge, top right of a 1080-wide frame (54 px high).
const BADGE: Region = { left: 820, top: 28, width: 220, height: 36 };

describe('Status size', () => {
  it('renders the same design at 1080×1920, watermarked for a non-member, for free', async () => {
    const { client } = await signedIn();
    const made = await download(client);
    expect(made.watermarked).toBe(true);
    // Whatever the body asks (another media, no watermark), the download's own rule is used.
    const status = await statusSize(client, made.downloadId, {
      mediaId: other._id,
      watermark: false,
      settings: { ...EDITOR_DEFAULTS, bannerText: 'Someone Else' },
    });
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({
      _id: made.downloadId,
      mediaId: post._id,
      width: 1080,
      height: 1920,
      watermarked: true,
      fileName: 'happy_holi_custom_status.png',
      url: `/api/v1/user/downloads/${made.downloadId}/file?size=status`,
    });
    const { response, bytes } = await fetchFile(client, status.body.data.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('happy_holi_custom_status.png');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1920]);

    // A member's clean Status size of the same design differs exactly where the badge sits.
    const { client: paid } = await member(3);
    const clean = await download(paid);
    const cleanStatus = await statusSize(paid, clean.downloadId);
    expect(cleanStatus.body.data.watermarked).toBe(false);
    const cleanFile = await fetchFile(paid, cleanStatus.body.data.url);
    expect(await difference(bytes, cleanFile.bytes, BADGE)).toBeGreaterThan(30);
    // …and agrees elsewhere: the same creative, banner and fill.
    const middle = { left: 100, top: 700, width: 880, height: 200 };
    expect(await difference(bytes, cleanFile.bytes, middle)).toBeLessThan(12);
  });

  it('takes no second unit of the allowance, however often it is asked', async () => {
    const { client, userId } = await member(5);
    const made = await download(client);
    expect(made.watermarked).toBe(false);
    expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(4);
    const answers = await Promise.all([1, 2, 3].map(() => statusSize(client, made.downloadId)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(4);
    const [row] = await t.db.select().from(allowances).where(eq(allowances.userId, userId));
    expect(row?.remaining).toBe(4);
    // Still one download in the history: the Status size is not a row of its own.
    const history = await client.get('/api/v1/user/downloads');
    expect(history.body.data).toHaveLength(1);
  });

  it("refuses someone else's download, before and after it is made", async () => {
    const { client: owner } = await member(2);
    const made = await download(owner);
    const { client: stranger } = await member(2);
    const asked = await statusSize(stranger, made.downloadId);
    expect(asked.status).toBe(404);
    expect(asked.body.message).toBe('Download not found');
    expect((await statusSize(owner, made.downloadId)).status).toBe(200);
    const url = `/api/v1/user/downloads/${made.downloadId}/file?size=status`;
    expect((await fetchFile(stranger, url)).response.status).toBe(404);
    expect((await fetchFile(t.client(), url)).response.status).toBe(401);
    expect((await statusSize(t.client(), made.downloadId)).status).toBe(401);
  });

  it('shares the link of its download: 3 uses in all, then neither file nor a new render', async () => {
    const { client } = await member(2);
    const made = await download(client);
    const url = `/api/v1/user/downloads/${made.downloadId}/file?size=status`;
    // Not made yet: no file behind the Status address.
    expect((await fetchFile(client, url)).response.status).toBe(404);
    const status = (await statusSize(client, made.downloadId)).body.data;
    expect((await fetchFile(client, made.url)).response.status).toBe(200);
    expect((await fetchFile(client, status.url)).response.status).toBe(200);
    expect((await fetchFile(client, status.url)).response.status).toBe(200);
    const fourth = await fetchFile(client, status.url);
    expect(fourth.response.status).toBe(410);
    expect((await fetchFile(client, made.url)).response.status).toBe(410);
    const again = await statusSize(client, made.downloadId);
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('LINK_USED_UP');
    expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(1);
  });

  it('is refused once the link has expired, and for a video', async () => {
    const { client } = await member(3);
    const made = await download(client);
    await t.db
      .update(downloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(downloads.id, made.downloadId));
    const expired = await statusSize(client, made.downloadId);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('LINK_USED_UP');

    const video = await download(client, reel._id);
    const refused = await statusSize(client, video.downloadId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('STATUS_SIZE_IMAGES_ONLY');
  });

  it('rejects an id that is not an id', async () => {
    const { client } = await signedIn();
    const response = await statusSize(client, 'not-an-id');
    expect(response.status).toBe(404);
  });
});
