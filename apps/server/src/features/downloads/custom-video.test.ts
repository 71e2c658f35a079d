import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR_DEFAULTS, type EditorSettings } from '@stamp/shared/editor/settings';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultFfmpeg } from '../../adapters/media/ffmpeg';
import { runTool } from '../../adapters/media/run-tool';
import { sampleImage, sampleVideo } from '../../adapters/media/test-media';
import { downloads } from '../../db/schema';
import { newId } from '../../lib/ids';
import { signedInMember, signedInUser } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let workDir: string;
let clip: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  workDir = await mkdtemp(path.join(tmpdir(), 'stamp-custom-video-test-'));
  clip = await readFile(
    await sampleVideo(workDir, {
      width: 640,
      height: 360,
      durationS: 2,
      audio: true,
      format: 'mp4',
    }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(workDir, { recursive: true, force: true });
});

const downloadsLeft = async (client: TestClient) =>
  (await client.get('/api/v1/user/get-user')).body.data.downloads.count as number;

async function upload(
  client: TestClient,
  file: Buffer,
  fields: { settings?: Partial<EditorSettings> | string; logoId?: string } = {},
  name = 'clip.mp4',
) {
  const form = new FormData();
  const settings = fields.settings ?? { ...EDITOR_DEFAULTS, bannerText: 'Sharma Sweets' };
  form.append('settings', typeof settings === 'string' ? settings : JSON.stringify(settings));
  if (fields.logoId) form.append('logoId', fields.logoId);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${t.baseUrl}/api/v1/user/custom-editor/videos`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie ?? '' },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies
  return { status: response.status, body: (await response.json()) as any };
}

/** The download once its render has ended, ready or failed. */
async function settle(client: TestClient, id: string) {
  return vi.waitFor(
    async () => {
      const status = (await client.get(`/api/v1/user/downloads/${id}`)).body.data;
      if (status.status !== 'ready' && status.status !== 'failed') {
        throw new Error(`the render is still ${status.status}`);
      }
      return status;
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe('custom editor videos', () => {
  it('renders a member’s own video as a job, with the logo on it and the audio kept', async () => {
    const { client } = await signedInMember(t, 5);
    const logoForm = new FormData();
    const red = await sharp({
      create: { width: 300, height: 150, channels: 4, background: '#e11d48' },
    })
      .png()
      .toBuffer();
    logoForm.append('logo', new Blob([new Uint8Array(red)]), 'logo.png');
    const logo = await fetch(`${t.baseUrl}/api/v1/user/brand-kit/logos`, {
      method: 'POST',
      body: logoForm,
      headers: { cookie: client.cookie ?? '' },
    }).then((r) => r.json() as Promise<{ data: { _id: string } }>);

    const created = await upload(client, clip, {
      settings: { ...EDITOR_DEFAULTS, bannerEnabled: false, logoScalePct: 0.3 },
      logoId: logo.data._id,
    });
    expect(created.status).toBe(202);
    expect(created.body.data).toMatchObject({
      status: 'queued',
      remaining: 4,
      mediaId: null,
      watermarked: false,
      type: 'video',
      fileName: 'custom_video.mp4',
    });
    expect(await downloadsLeft(client)).toBe(4);

    const id = created.body.data.downloadId as string;
    const [row] = await t.db.select().from(downloads).where(eq(downloads.id, id));
    const ready = await settle(client, id);
    expect(ready).toMatchObject({ status: 'ready', progress: 100, usesLeft: 3 });
    // The upload itself is not kept once rendered.
    expect(await t.storage.exists(row?.sourceKey ?? '')).toBe(false);

    const file = await fetch(`${t.baseUrl}${ready.url}`, {
      headers: { cookie: client.cookie ?? '' },
    });
    expect(file.headers.get('content-disposition')).toContain('filename="custom_video.mp4"');
    const output = path.join(workDir, 'custom.mp4');
    await writeFile(output, Buffer.from(await file.arrayBuffer()));

    const { ffmpeg, ffprobe } = await defaultFfmpeg();
    const probe = JSON.parse(
      (
        await runTool(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', output], {
          timeoutMs: 30_000,
        })
      ).stdout.toString(),
    );
    expect(
      probe.streams.map((s: { codec_name: string; width?: number }) => [s.codec_name, s.width]),
    ).toEqual(
      expect.arrayContaining([
        ['h264', 640],
        ['aac', undefined],
      ]),
    );
    // The logo (30% of 640 px wide, 12 px × 640/1080 from the top left corner) is on the frames.
    const frame = path.join(workDir, 'frame.png');
    await runTool(ffmpeg, ['-v', 'error', '-y', '-i', output, '-frames:v', '1', frame], {
      timeoutMs: 30_000,
    });
    const [r, g, b] = await sharp(frame)
      .extract({ left: 60, top: 30, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(r).toBeGreaterThan(190);
    expect(g).toBeLessThan(70);
    expect(b).toBeGreaterThan(40);
    expect(b).toBeLessThan(110);

    const history = await client.get('/api/v1/user/downloads');
    expect(history.body.data[0]).toMatchObject({
      _id: id,
      mediaId: null,
      thumbnailUrl: null,
      title: 'Your video',
    });
  }, 60_000);

  it('is for members: a visitor must log in, a non-member is refused', async () => {
    expect((await upload(t.client(), clip)).status).toBe(401);
    const { client } = await signedInUser(t);
    const refused = await upload(client, clip);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The custom editor is for members');
  });

  it('refuses a file that is not a video by its bytes, whatever its name, and keeps the unit', async () => {
    const { client } = await signedInMember(t, 3);
    const pdf = await upload(client, Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'), {}, 'a.mp4');
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toMatch(/not a video/);
    const image = await upload(client, await sampleImage(200, 200, 'png'), {}, 'b.mp4');
    expect(image.status).toBe(415);
    expect(await downloadsLeft(client)).toBe(3);
  });

  it('refuses a video over 100 MB with a clear message, and keeps the unit', async () => {
    const { client } = await signedInMember(t, 3);
    const big = Buffer.alloc(101 * 1024 * 1024);
    clip.copy(big);
    const response = await upload(client, big);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(
      'This video is larger than 100 MB. Upload a shorter or smaller clip.',
    );
    expect(await downloadsLeft(client)).toBe(3);
  }, 60_000);

  it('stops a video over 100 MB whose size was not declared, as it streams in', async () => {
    const { client } = await signedInMember(t, 3);
    const boundary = 'stamp-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(1024 * 1024);
    clip.copy(chunk, 0, 0, 64);
    // Sent chunked (no content-length): only the streaming limit can catch it.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        for (let i = 0; i < 101; i++)
          controller.enqueue(i === 0 ? chunk : Buffer.alloc(chunk.length));
        controller.enqueue(tail);
        controller.close();
      },
    });
    const response = await fetch(`${t.baseUrl}/api/v1/user/custom-editor/videos`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        cookie: client.cookie ?? '',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/larger than 100 MB/);
    expect(await downloadsLeft(client)).toBe(3);
  }, 60_000);

  it('refuses bad design settings and a logo that is not the member’s', async () => {
    const { client } = await signedInMember(t, 3);
    const settings = await upload(client, clip, {
      settings: { ...EDITOR_DEFAULTS, logoScalePct: 5 },
    });
    expect(settings.status).toBe(400);
    expect(settings.body.message).toBe('Logo size must be between 0.06 and 0.3');
    expect((await upload(client, clip, { settings: '{nope' })).status).toBe(400);
    const logo = await upload(client, clip, { logoId: '0123456789abcdef01234567' });
    expect(logo.status).toBe(404);
    expect(await downloadsLeft(client)).toBe(3);
  });

  it('refuses a file ffprobe cannot read before queueing it, and keeps the unit', async () => {
    const { client } = await signedInMember(t, 3);
    // An MP4 header with nothing playable behind it: accepted by type, unusable to ffmpeg.
    const broken = Buffer.concat([clip.subarray(0, 64), Buffer.alloc(4096, 7)]);
    const refused = await upload(client, broken);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('UNUSABLE_MEDIA');
    expect(await downloadsLeft(client)).toBe(3);
  }, 60_000);

  it.each([
    ['over 1920 px', { width: 2400, height: 1200, durationS: 1 }, /2400×1200.*1920 pixels/],
    ['over 60 s', { width: 64, height: 64, durationS: 61, fps: 1 }, /at most 60 seconds/],
    ['over 60 frames a second', { width: 64, height: 64, durationS: 1, fps: 120 }, /120 frames/],
  ])(
    'refuses a clip %s before anything is queued',
    async (_, shape, message) => {
      const { client, userId } = await signedInMember(t, 3);
      const file = await readFile(
        await sampleVideo(workDir, { ...shape, audio: false, format: 'mp4' }),
      );
      const refused = await upload(client, file);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(message);
      expect(await downloadsLeft(client)).toBe(3);
      const rows = await t.db.select().from(downloads).where(eq(downloads.userId, userId));
      expect(rows).toHaveLength(0);
    },
    60_000,
  );

  it('lets one person have two renders in flight, and says why the third must wait', async () => {
    const { client, userId } = await signedInMember(t, 5);
    // Two renders already queued (a slow queue, held still for the test).
    for (const _ of [1, 2]) {
      await t.db.insert(downloads).values({
        id: newId(),
        userId,
        mediaId: null,
        title: 'Queued',
        kind: 'video',
        settings: EDITOR_DEFAULTS,
        watermarked: false,
        status: 'queued',
        contentType: 'video/mp4',
        fileName: 'queued.mp4',
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    }
    const third = await upload(client, clip);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('VIDEO_RENDERS_BUSY');
    expect(await downloadsLeft(client)).toBe(5);
    await t.db.delete(downloads).where(eq(downloads.userId, userId));
  });

  it('answers the daily limit with the spec’s message when no unit is left', async () => {
    const { client } = await signedInMember(t, 0);
    const response = await upload(client, clip);
    expect(response.status).toBe(429);
    expect(response.body.message).toBe('Daily download limit reached');
  });
});
