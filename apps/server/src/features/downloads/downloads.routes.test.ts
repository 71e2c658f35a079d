import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import type { Media } from '@stamp/shared/schemas/catalog';
import { eq, sql } from 'drizzle-orm';
import sharp, { type Region } from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultFfmpeg } from '../../adapters/media/ffmpeg';
import { runTool } from '../../adapters/media/run-tool';
import { sampleImage, sampleVideo } from '../../adapters/media/test-media';
import { allowances, downloads, media as mediaTable, memberships } from '../../db/schema';
import { newId } from '../../lib/ids';
import { newSignup, startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let workDir: string;
let diwali: Media;
let reel: Media;

beforeAll(async () => {
  t = await startTestApp();
  workDir = await mkdtemp(path.join(tmpdir(), 'stamp-downloads-test-'));
  const admin = t.services.catalogAdmin;
  const category = await admin.createCategory('Festivals');
  const sub = await admin.createSubCategory(category._id, 'Diwali');
  const imagePath = path.join(workDir, 'diwali.jpg');
  await writeFile(imagePath, await sampleImage(1200, 900, 'jpeg'));
  diwali = await admin.addMedia(
    sub._id,
    { filePath: imagePath },
    {
      title: 'Happy Diwali',
      creativeType: 'post',
      isTrending: false,
      isLatest: false,
    },
  );
  const videoPath = await sampleVideo(workDir, {
    width: 640,
    height: 360,
    durationS: 2,
    audio: true,
    format: 'mp4',
  });
  reel = await admin.addMedia(
    sub._id,
    { filePath: videoPath },
    {
      title: 'Diwali Reel',
      creativeType: 'reel',
      isTrending: false,
      isLatest: false,
    },
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

async function member(left?: number) {
  const user = await signedIn();
  await t.db.insert(memberships).values({
    userId: user.userId,
    plan: 'premium',
    status: 'active',
    startDate: new Date(),
    endDate: new Date(Date.now() + 30 * 86_400_000),
  });
  if (left !== undefined) {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    await t.db
      .insert(allowances)
      .values({ userId: user.userId, remaining: left, lastReset: today });
  }
  return user;
}

const design = (overrides: Partial<typeof EDITOR_DEFAULTS> = {}) => ({
  settings: { ...EDITOR_DEFAULTS, bannerText: 'Sharma Sweets', ...overrides },
});

async function fetchFile(client: TestClient, url: string) {
  const response = await fetch(`${t.baseUrl}${url}`, { headers: { cookie: client.cookie ?? '' } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Mean difference per channel between two images, over `region` or the whole frame. */
async function difference(a: Buffer, b: Buffer, region?: Region): Promise<number> {
  const raw = (png: Buffer) =>
    (region ? sharp(png).extract(region) : sharp(png)).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

describe('image downloads', () => {
  it('asks a visitor to log in', async () => {
    const response = await t
      .client()
      .post(`/api/v1/user/download-creative/${diwali._id}`, design());
    expect(response.status).toBe(401);
  });

  it('gives a non-member the watermarked design at full size, for free, named by the title', async () => {
    const { client } = await signedIn();
    const response = await client.post(`/api/v1/user/download-creative/${diwali._id}`, {
      ...design(),
      watermark: false,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      remaining: 0,
      watermarked: true,
      status: 'ready',
      fileName: 'happy_diwali_custom.png',
      usesLeft: 3,
      type: 'image',
    });
    const { response: file, bytes } = await fetchFile(client, response.body.data.url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain('filename="happy_diwali_custom.png"');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 900]);
    const item = await t.client().get(`/api/v1/user/media/${diwali._id}`);
    expect(item.body.data.downloadCount).toBeGreaterThanOrEqual(1);
  });

  it('gives a member a clean render for one unit, and the count follows', async () => {
    const { client } = await member(5);
    const clean = await client.post(`/api/v1/user/download-creative/${diwali._id}`, design());
    expect(clean.body.data).toMatchObject({ remaining: 4, watermarked: false });
    expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(4);

    const marked = await client.post(`/api/v1/user/download-creative/${diwali._id}`, {
      ...design(),
      watermark: true,
    });
    expect(marked.body.data).toMatchObject({ remaining: 4, watermarked: true });
    const [a, b] = await Promise.all([
      fetchFile(client, clean.body.data.url),
      fetchFile(client, marked.body.data.url),
    ]);
    // The free file's "Made with Stamp" badge sits in the top right corner of the 1200×900 file.
    const badge = { left: 900, top: 20, width: 280, height: 44 };
    expect(await difference(a.bytes, b.bytes, badge)).toBeGreaterThan(30);
    expect(await difference(a.bytes, b.bytes)).toBeGreaterThan(0.5);
  });

  it('gives exactly the units left to 200 concurrent downloads, the rest the spec message', async () => {
    const { client } = await member(10);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        client.post(`/api/v1/user/download-creative/${diwali._id}`, design()),
      ),
    );
    const ok = responses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    expect(ok.every((r) => r.body.data.watermarked === false)).toBe(true);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(190);
    expect(refused[0]?.body).toMatchObject({
      success: false,
      message: 'Daily download limit reached',
      used: 30,
      limit: 30,
      data: { used: 30, limit: 30 },
    });
  }, 120_000);

  it('takes the specification client’s bodiless call as the default design', async () => {
    const { client } = await member(5);
    const response = await fetch(`${t.baseUrl}/api/v1/user/download-creative/${diwali._id}`, {
      method: 'POST',
      headers: { cookie: client.cookie ?? '' },
    });
    const body = (await response.json()) as { data: { remaining: number; watermarked: boolean } };
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ remaining: 4, watermarked: false });
  });

  it('refuses tampered settings with a clear message and renders nothing', async () => {
    const { client } = await member(5);
    const cases: Array<[object, string]> = [
      [{ logoScalePct: 5 }, 'Logo size must be between 0.06 and 0.3'],
      [{ bannerFontFamily: 'Wingdings' }, 'Choose a font from the list'],
      [{ bannerFontWeight: 'bold' }, 'Font weight must be a number'],
      [
        { logoSrc: `data:image/png;base64,${'A'.repeat(1000)}` },
        'Upload the logo to your brand kit and send its logoId instead',
      ],
    ];
    for (const [patch, message] of cases) {
      const response = await client.post(
        `/api/v1/user/download-creative/${diwali._id}`,
        design(patch as Partial<typeof EDITOR_DEFAULTS>),
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    }
    expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(5);
  });

  it('answers 404 for unknown or malformed ids and another user’s logo', async () => {
    const { client } = await member(5);
    for (const id of ['0123456789abcdef01234567', 'nope', "1' or '1'='1"]) {
      const response = await client.post(
        `/api/v1/user/download-creative/${encodeURIComponent(id)}`,
        design(),
      );
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        success: false,
        message: 'This design no longer exists',
        code: 'NOT_FOUND',
      });
      // A download's id is checked by the route's schema, with the same answer as an unknown one.
      for (const [method, path] of [
        ['GET', ''],
        ['GET', '/file'],
        ['POST', '/regenerate'],
      ] as const) {
        const url = `/api/v1/user/downloads/${encodeURIComponent(id)}${path}`;
        const missing = await client.request(method, url, method === 'POST' ? {} : undefined);
        expect(missing.status, `${method} ${id}${path}`).toBe(404);
        expect(missing.body).toEqual({
          success: false,
          message: 'Download not found',
          code: 'NOT_FOUND',
        });
      }
    }
    const other = await signedIn();
    const logo = await uploadLogo(other.client, await redLogo());
    const response = await client.post(`/api/v1/user/download-creative/${diwali._id}`, {
      ...design(),
      logoId: logo.body.data._id,
    });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('LOGO_NOT_FOUND');
    expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(5);
  });

  it('gives the unit back when the render fails', async () => {
    const { client } = await member(5);
    const [row] = await t.db.select().from(mediaTable).where(eq(mediaTable.id, diwali._id));
    const original = await t.storage.get(row?.originalKey ?? '');
    await t.storage.delete(row?.originalKey ?? '');
    try {
      const response = await client.post(`/api/v1/user/download-creative/${diwali._id}`, design());
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(5);
    } finally {
      await t.storage.put(row?.originalKey ?? '', original, 'image/jpeg');
    }
  });
});

describe('a process killed in the middle of an image render', () => {
  it('gives the unit back once, marks the download failed, and leaves live renders alone', async () => {
    const { client, userId } = await member(5);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    // What a render leaves when its process dies: the unit taken, the row begun, nothing more.
    const begun = (minutesAgo: number) => ({
      id: newId(),
      userId,
      mediaId: diwali._id,
      title: 'Happy Diwali',
      kind: 'image' as const,
      settings: EDITOR_DEFAULTS,
      watermarked: false,
      consumedAllowanceOn: today,
      status: 'rendering' as const,
      fileName: 'happy_diwali_custom.png',
      contentType: 'image/png',
      expiresAt: new Date(Date.now() + 72 * 3_600_000),
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    const dead = begun(20);
    const live = begun(0);
    await t.db.update(allowances).set({ remaining: 3 }).where(eq(allowances.userId, userId));
    await t.db.insert(downloads).values([dead, live]);

    const [first, second] = await Promise.all([
      t.services.downloads.giveBackInterrupted(),
      t.services.downloads.giveBackInterrupted(),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await t.services.downloads.giveBackInterrupted()).toBe(0);
    expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(4);
    const entry = (await client.get(`/api/v1/user/downloads/${dead.id}`)).body.data;
    expect(entry).toMatchObject({ status: 'failed', url: null });
    expect(entry.error).toMatch(/interrupted/);
    expect((await client.get(`/api/v1/user/downloads/${live.id}`)).body.data.status).toBe(
      'rendering',
    );
  });

  it('takes no unit and keeps no row when the render fails', async () => {
    const { client } = await member(5);
    const [stored] = await t.db
      .select({ key: mediaTable.originalKey })
      .from(mediaTable)
      .where(eq(mediaTable.id, diwali._id));
    if (!stored) throw new Error('no media row');
    await t.db
      .update(mediaTable)
      .set({ originalKey: 'private/originals/gone.png' })
      .where(eq(mediaTable.id, diwali._id));
    try {
      const failed = await client.post(`/api/v1/user/download-creative/${diwali._id}`, design());
      expect(failed.status).toBeGreaterThanOrEqual(400);
      expect((await client.get('/api/v1/user/get-user')).body.data.downloads.count).toBe(5);
      expect((await client.get('/api/v1/user/downloads')).body.data).toEqual([]);
    } finally {
      await t.db
        .update(mediaTable)
        .set({ originalKey: stored.key })
        .where(eq(mediaTable.id, diwali._id));
    }
  });
});

describe('download links and history', () => {
  it('works 3 times for its owner only, then says how to get a new one', async () => {
    const { client } = await signedIn();
    const created = await client.post(`/api/v1/user/download-creative/${diwali._id}`, design());
    const url: string = created.body.data.url;
    const stranger = await signedIn();
    expect((await fetchFile(stranger.client, url)).response.status).toBe(404);
    for (let use = 0; use < 3; use++)
      expect((await fetchFile(client, url)).response.status).toBe(200);
    const fourth = await fetchFile(client, url);
    expect(fourth.response.status).toBe(410);
    expect(JSON.parse(fourth.bytes.toString()).message).toMatch(/used 3 times/);

    const history = await client.get('/api/v1/user/downloads');
    expect(history.body.data[0]).toMatchObject({
      _id: created.body.data.downloadId,
      title: 'Happy Diwali',
      url: null,
      usesLeft: 0,
      thumbnailUrl: expect.stringMatching(/^\/media\/private\/downloads\/.+\.webp\?e=/),
    });
    const again = await client.post(
      `/api/v1/user/downloads/${created.body.data.downloadId}/regenerate`,
    );
    expect(again.body.data).toMatchObject({ status: 'ready', usesLeft: 3, watermarked: true });
  });

  it('shows the design as it was made in the history, not the stock thumbnail', async () => {
    const { client } = await signedIn();
    const created = await client.post(
      `/api/v1/user/download-creative/${diwali._id}`,
      design({ bannerMode: 'strip' }),
    );
    const [entry] = (await client.get('/api/v1/user/downloads')).body.data;
    const stock = (await client.get(`/api/v1/user/media/${diwali._id}`)).body.data.thumbnailImage
      .secureUrl;
    expect(entry._id).toBe(created.body.data.downloadId);
    const [made, plain] = await Promise.all(
      [entry.thumbnailUrl, stock].map(async (url: string) => {
        const response = await fetch(`${t.baseUrl}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    if (!made || !plain) throw new Error('two pictures expected');
    const [madeMeta, plainMeta] = await Promise.all([
      sharp(made).metadata(),
      sharp(plain).metadata(),
    ]);
    expect([madeMeta.width, madeMeta.height]).toEqual([plainMeta.width, plainMeta.height]);
    // The banner's strip across the bottom and the free mark's badge at the top are drawn on it.
    const bottom = {
      left: 0,
      top: (plainMeta.height ?? 0) - 40,
      width: plainMeta.width ?? 0,
      height: 40,
    };
    expect(await difference(made, plain, bottom)).toBeGreaterThan(20);
    // The picture is a private file: its link is signed and a changed one is refused.
    const forged = (entry.thumbnailUrl as string).replace(/s=[^&]+/, 's=AAAA');
    expect((await fetch(`${t.baseUrl}${forged}`)).status).toBe(403);
  });

  it('counts a use once per transfer: HEAD is free, ranges are served, a resume is free', async () => {
    const { client } = await signedIn();
    const created = await client.post(`/api/v1/user/download-creative/${diwali._id}`, design());
    const url = `${t.baseUrl}${created.body.data.url as string}`;
    const cookie = client.cookie ?? '';
    const usesLeft = async () =>
      (await client.get(`/api/v1/user/downloads/${created.body.data.downloadId}`)).body.data
        .usesLeft;

    for (let i = 0; i < 5; i++) {
      const head = await fetch(url, { method: 'HEAD', headers: { cookie } });
      expect(head.status).toBe(200);
      expect(head.headers.get('accept-ranges')).toBe('bytes');
    }
    expect(await usesLeft()).toBe(3);

    // A range that starts the file counts as the transfer it begins.
    const first = await fetch(url, { headers: { cookie, range: 'bytes=0-0' } });
    expect(first.status).toBe(206);
    const size = Number(first.headers.get('content-range')?.split('/')[1]);
    expect(first.headers.get('content-range')).toBe(`bytes 0-0/${size}`);
    expect(Buffer.from(await first.arrayBuffer())).toHaveLength(1);
    expect(await usesLeft()).toBe(2);

    // The rest of it continues that transfer: served, not counted; together they are the file.
    const rest = await fetch(url, { headers: { cookie, range: 'bytes=1-' } });
    expect(rest.status).toBe(206);
    const restBytes = Buffer.from(await rest.arrayBuffer());
    expect(restBytes).toHaveLength(size - 1);
    expect(await usesLeft()).toBe(2);
    const whole = await fetchFile(client, created.body.data.url);
    expect(Buffer.concat([Buffer.from([whole.bytes[0] ?? 0]), restBytes])).toEqual(whole.bytes);
    expect(await usesLeft()).toBe(1);

    const outside = await fetch(url, { headers: { cookie, range: `bytes=${size}-` } });
    expect(outside.status).toBe(416);
  });

  it('leaves no file behind when its row cannot be written', async () => {
    const { client, userId } = await signedIn();
    await t.db.execute(sql`
      CREATE OR REPLACE FUNCTION stamp_test_refuse() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$ LANGUAGE plpgsql`);
    await t.db.execute(
      sql.raw(`CREATE TRIGGER stamp_test_refuse BEFORE INSERT ON downloads FOR EACH ROW
        WHEN (NEW.user_id = '${userId}') EXECUTE FUNCTION stamp_test_refuse()`),
    );
    try {
      const failed = await client.post(`/api/v1/user/download-creative/${diwali._id}`, design());
      expect(failed.status).toBe(500);
    } finally {
      await t.db.execute(sql`DROP TRIGGER stamp_test_refuse ON downloads`);
    }
    const dir = path.join(t.config.dataDir, 'media', 'private', 'downloads', userId);
    const left = await readdir(dir).catch(() => []);
    expect(left).toEqual([]);
  });

  it('does not serve a resume of a link never used', async () => {
    const { client } = await signedIn();
    const created = await client.post(`/api/v1/user/download-creative/${diwali._id}`, design());
    const url = `${t.baseUrl}${created.body.data.url as string}`;
    const resume = await fetch(url, {
      headers: { cookie: client.cookie ?? '', range: 'bytes=10-' },
    });
    expect(resume.status).toBe(410);
  });
});

async function redLogo(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 150, channels: 4, background: '#e11d48' } })
    .png()
    .toBuffer();
}

async function uploadLogo(client: TestClient, bytes: Buffer, name = 'logo.png') {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${t.baseUrl}/api/v1/user/brand-kit/logos`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie ?? '' },
  });
  const body = (await response.json()) as {
    message: string;
    data: { _id: string; width: number; height: number };
  };
  return { status: response.status, body };
}

describe('brand kit', () => {
  it('keeps a logo and draws it into the download', async () => {
    const { client } = await member(5);
    const logo = await uploadLogo(client, await redLogo());
    expect(logo.status).toBe(201);
    expect(logo.body.data).toMatchObject({ width: 300, height: 150 });
    const kit = await client.get('/api/v1/user/brand-kit');
    expect(kit.body.data.logos).toHaveLength(1);

    const created = await client.post(`/api/v1/user/download-creative/${diwali._id}`, {
      ...design({ bannerEnabled: false }),
      logoId: logo.body.data._id,
    });
    const { bytes } = await fetchFile(client, created.body.data.url);
    // 12% of 1200 px wide at 12 px × 1200/1080 padding, top left.
    const pixel = await sharp(bytes)
      .extract({ left: 40, top: 30, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect([...pixel]).toEqual([0xe1, 0x1d, 0x48]);
  });

  it('refuses a file that is not an image, and one over 2 MB', async () => {
    const { client } = await signedIn();
    const fake = await uploadLogo(client, Buffer.from('%PDF-1.7 not an image at all'), 'logo.png');
    expect(fake.status).toBe(415);
    const huge = await uploadLogo(client, Buffer.alloc(3 * 1024 * 1024, 1), 'logo.png');
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('A logo must be at most 2 MB');
  });

  it('saves business details and defaults, refusing a logo that is not yours', async () => {
    const { client } = await signedIn();
    const saved = await client.request('PUT', '/api/v1/user/brand-kit', {
      businessName: 'Sharma Sweets',
      phone: '98765 43210',
      colours: ['#e11d48'],
      defaults: { bannerMode: 'strip', bannerFontFamily: 'Poppins' },
      defaultLogoId: null,
    });
    expect(saved.status).toBe(200);
    expect((await client.get('/api/v1/user/brand-kit')).body.data).toMatchObject({
      businessName: 'Sharma Sweets',
      defaults: { bannerMode: 'strip', bannerFontFamily: 'Poppins' },
    });
    const stolen = await client.request('PUT', '/api/v1/user/brand-kit', {
      businessName: '',
      phone: '',
      colours: [],
      defaults: {},
      defaultLogoId: '0123456789abcdef01234567',
    });
    expect(stolen.status).toBe(400);
  });
});

describe('video downloads', () => {
  it('renders as a job with progress, to an H.264 MP4 with the audio kept', async () => {
    const { client } = await member(5);
    const created = await client.post(`/api/v1/user/download-creative/${reel._id}`, design());
    expect(created.status).toBe(202);
    expect(created.body.data).toMatchObject({
      status: 'queued',
      remaining: 4,
      fileName: 'diwali_reel_custom.mp4',
    });
    const id = created.body.data.downloadId;
    const status = await vi.waitFor(
      async () => {
        const now = (await client.get(`/api/v1/user/downloads/${id}`)).body.data;
        if (now.status === 'queued' || now.status === 'rendering') throw new Error(now.status);
        return now;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(status).toMatchObject({ status: 'ready', progress: 100 });
    // The history shows this member's design over the reel's thumbnail, not the stock one.
    expect(status.thumbnailUrl).toMatch(/^\/media\/private\/downloads\/.+\.webp\?e=/);
    expect((await fetch(`${t.baseUrl}${status.thumbnailUrl}`)).status).toBe(200);
    const { bytes } = await fetchFile(client, status.url);
    const file = path.join(workDir, 'download.mp4');
    await writeFile(file, bytes);
    const { ffprobe } = await defaultFfmpeg();
    const probe = JSON.parse(
      (
        await runTool(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', file], {
          timeoutMs: 30_000,
        })
      ).stdout.toString(),
    );
    const streams = probe.streams.map((s: { codec_name: string; width?: number }) => [
      s.codec_name,
      s.width,
    ]);
    expect(streams).toEqual(
      expect.arrayContaining([
        ['h264', 640],
        ['aac', undefined],
      ]),
    );
  }, 60_000);
});

describe('custom editor unit', () => {
  it('takes a unit from a member and refuses a non-member', async () => {
    const { client } = await member(3);
    const taken = await client.post('/api/v1/user/update-download-count');
    expect(taken.body.data).toEqual({ remaining: 2, downloads: { count: 2 } });
    const other = await signedIn();
    expect((await other.client.post('/api/v1/user/update-download-count')).status).toBe(403);
  });
});
