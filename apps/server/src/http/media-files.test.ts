import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUrlSigner } from '../adapters/storage/signed-url';
import { loadAppSecret } from '../lib/app-secret';
import { rawRequest } from '../test/raw-http';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerNotFound } from './not-found';

let t: TestApp;
const IMAGE_KEY = 'public/thumbnails/ab/route-test.webp';
const IMAGE = randomBytes(1000);
const VIDEO_KEY = 'public/previews/route-test.mp4';
const VIDEO = randomBytes(256 * 1024);
const PRIVATE_KEY = 'private/previews/clean/route-test.webp';
const PRIVATE = randomBytes(700);

beforeAll(async () => {
  t = await startTestApp();
  await t.storage.put(IMAGE_KEY, IMAGE, 'image/webp');
  await t.storage.put(VIDEO_KEY, VIDEO, 'video/mp4');
  await t.storage.put(PRIVATE_KEY, PRIVATE, 'image/webp');
});
afterAll(() => t?.close());

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${t.baseUrl}${url}`, { method, headers });
  return { status: response.status, headers: response.headers, bytes: await bytesOf(response) };
}
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

describe('public media', () => {
  it('is served with its type, a year of caching, validators and the API security headers', async () => {
    const response = await get(t.storage.publicUrl(IMAGE_KEY));
    expect(response.status).toBe(200);
    expect(response.bytes.equals(IMAGE)).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    // Document-only headers stay on documents.
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get(t.storage.publicUrl(VIDEO_KEY), {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(VIDEO.length));
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.bytes.length).toBe(0);
  });

  it('answers 304 to a client that already has it', async () => {
    const first = await get(t.storage.publicUrl(IMAGE_KEY));
    const etag = first.headers.get('etag') as string;
    const again = await get(t.storage.publicUrl(IMAGE_KEY), { 'if-none-match': `W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('is 404 JSON when nothing is stored under the key', async () => {
    const response = await get('/media/public/thumbnails/missing.webp');
    expect(response.status).toBe(404);
    expect(json(response.bytes)).toEqual({
      success: false,
      message: 'No media at this address',
      code: 'NOT_FOUND',
    });
  });
});

describe('byte ranges (a browser seeking in a video)', () => {
  const url = () => t.storage.publicUrl(VIDEO_KEY);

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=200000-', 200000, VIDEO.length - 1],
    ['bytes=-500', VIDEO.length - 500, VIDEO.length - 1],
    ['bytes=262000-999999999', 262000, VIDEO.length - 1],
  ])('%s → 206 with exactly those bytes', async (range, start, end) => {
    const response = await get(url(), { range });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${VIDEO.length}`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(response.bytes.equals(VIDEO.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const response = await get(url(), { range: `bytes=${VIDEO.length}-` });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${VIDEO.length}`);
    expect(json(response.bytes)).toMatchObject({ success: false, code: 'RANGE_NOT_SATISFIABLE' });
  });

  it('sends the whole file for a range it may ignore, or one of an older version', async () => {
    const ignorable: Record<string, string>[] = [
      { range: 'bytes=0-9,20-29' },
      { range: 'lines=1-2' },
      { range: 'bytes=0-99', 'if-range': '"stale-etag"' },
    ];
    for (const headers of ignorable) {
      const response = await get(url(), headers);
      expect(response.status).toBe(200);
      expect(response.bytes.equals(VIDEO)).toBe(true);
    }
    const { headers } = await get(url(), {}, 'HEAD');
    const current = await get(url(), {
      range: 'bytes=0-99',
      'if-range': headers.get('etag') ?? '',
    });
    expect(current.status).toBe(206);
  });
});

describe('private media', () => {
  it('is served with a valid signature, cached privately no longer than the link lives', async () => {
    const response = await get(t.storage.signedUrl(PRIVATE_KEY, 600));
    expect(response.status).toBe(200);
    expect(response.bytes.equals(PRIVATE)).toBe(true);
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')?.[1],
    );
    expect(maxAge).toBeGreaterThan(590);
    expect(maxAge).toBeLessThanOrEqual(601);
  });

  it('supports ranges with a valid signature too', async () => {
    const response = await get(t.storage.signedUrl(PRIVATE_KEY, 600), { range: 'bytes=0-9' });
    expect(response.status).toBe(206);
    expect(response.bytes.equals(PRIVATE.subarray(0, 10))).toBe(true);
  });

  it.each([
    ['no signature', (url: string) => url.split('?')[0] as string],
    ['no expiry', (url: string) => url.replace(/e=\d+&/, '')],
    ['a wrong signature', (url: string) => url.replace(/s=[\w-]+/, `s=${'A'.repeat(43)}`)],
    ['a malformed signature', (url: string) => url.replace(/s=[\w-]+/, 's=abc')],
    ['a later expiry', (url: string) => url.replace(/e=(\d+)/, (_, e) => `e=${Number(e) + 86400}`)],
  ])('is 403 with %s', async (_, alter) => {
    const response = await get(alter(t.storage.signedUrl(PRIVATE_KEY, 600)));
    expect(response.status).toBe(403);
    expect(json(response.bytes)).toEqual({
      success: false,
      message: 'This media link is not valid',
      code: 'MEDIA_LINK_INVALID',
    });
  });

  it('is 403 once the link has expired, saying so', async () => {
    // Signed with the app's own secret for a moment already past, as an old link would be.
    const signer = createUrlSigner(await loadAppSecret(t.config.secret));
    const expiresAt = Math.floor(Date.now() / 1000) - 5;
    const response = await get(
      `/media/${PRIVATE_KEY}?e=${expiresAt}&s=${signer.sign(PRIVATE_KEY, expiresAt)}`,
    );
    expect(response.status).toBe(403);
    expect(json(response.bytes)).toMatchObject({ code: 'MEDIA_LINK_EXPIRED' });
    expect(response.bytes.includes(PRIVATE)).toBe(false);
  });

  it('does not tell a missing private key from an existing one without a signature', async () => {
    const existing = await get(`/media/${PRIVATE_KEY}`);
    const missing = await get('/media/private/previews/clean/no-such-file.webp');
    expect(missing.status).toBe(existing.status);
    expect(missing.bytes.equals(existing.bytes)).toBe(true);
    // With a valid signature (we made the link), a missing file may say so.
    expect((await get(t.storage.signedUrl('private/nothing-here.webp', 60))).status).toBe(404);
  });
});

describe('addresses that are not media keys', () => {
  // Each is sent byte for byte; none may reach a file outside <DATA_DIR>/media.
  const ATTEMPTS = [
    '/media/public/../private/previews/clean/route-test.webp',
    '/media/public/%2e%2e/private/previews/clean/route-test.webp',
    '/media/public/%2E%2E%2Fprivate%2Fpreviews%2Fclean%2Froute-test.webp',
    '/media/public/..%2f..%2fsecret.key',
    '/media/../secret.key',
    '/media/public/../../secret.key',
    '/media/%2e%2e/secret.key',
    '/media/public/..\\..\\secret.key',
    '/media/public\\..\\..\\secret.key',
    '/media/public/thumbnails/ab/route-test.webp%00.png',
    '/media/.meta/public/thumbnails/ab/route-test.webp',
    '/media/.tmp/x',
    '/media//etc/passwd',
    '/media/%2fetc%2fpasswd',
    '/media/public//thumbnails/ab/route-test.webp',
    '/media/PUBLIC/thumbnails/ab/route-test.webp',
    '/media/public/thumbnails/ab/route-test.webp/',
    '/media/',
  ];

  it.each(ATTEMPTS)('%s is refused', async (target) => {
    const secret = await readFile(path.join(t.config.dataDir, 'secret.key'));
    const response = await rawRequest(t.baseUrl, target);
    expect([400, 404]).toContain(response.status);
    expect(response.body.includes(secret.subarray(0, 20))).toBe(false);
    expect(response.body.includes(PRIVATE)).toBe(false);
    expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ success: false });
  });

  it('refuses a NUL byte or a backslash sent raw in the path', async () => {
    for (const target of ['/media/public/a\u0000.webp', '/media/public\\thumbnails']) {
      const response = await rawRequest(t.baseUrl, target);
      expect(response.status).toBe(400);
    }
  });

  it('answers 405 to other methods on media', async () => {
    const response = await t.client().post(t.storage.publicUrl(IMAGE_KEY), {});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('never hands an unknown /media/ path to the web app', async () => {
    const app = Fastify();
    registerNotFound(app, (_request, reply) => reply.type('text/html').send('<!doctype html>'));
    const page = await app.inject('/categories/diwali');
    const media = await app.inject('/media/public/missing.webp');
    const bare = await app.inject('/media');
    await app.close();
    expect(page.body).toBe('<!doctype html>');
    for (const response of [media, bare]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
