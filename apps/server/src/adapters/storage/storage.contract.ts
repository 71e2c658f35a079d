import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Storage, StorageNotFoundError } from './storage';
import { InvalidStorageKeyError, PUBLIC_CACHE_CONTROL } from './storage-rules';

/** One engine as the contract tests see it. */
export interface StorageUnderTest {
  storage: Storage;
  /** Fetches a URL the storage handed out, as a browser would (relative ones from our server). */
  fetch(url: string): Promise<Response>;
  close(): Promise<void>;
}

export interface ContractOptions {
  /**
   * Whether the server behind signed URLs checks their signature. s3rver checks only the expiry
   * of a SigV4 URL; our presigning is checked against the AWS documentation and SDK instead
   * (s3-presign.test.ts).
   */
  checksSignatures: boolean;
}

export const BAD_KEYS = [
  '',
  'public',
  'public/',
  'thumbnails/a.webp',
  '/public/a.webp',
  'public/../private/a.png',
  'public/./a.webp',
  'public/..',
  'public/a/../../../etc/passwd',
  'private/...',
  'public//a.webp',
  'public/a.webp/',
  'public\\a.webp',
  'public/A.webp',
  'public/a b.webp',
  'public/a%2e.webp',
  'public/a\u0000.webp',
  'public/é.webp',
  '.meta/public/a.webp',
  `public/${'a'.repeat(600)}`,
];

/** What every Storage must do, run against each engine so they stay interchangeable. */
export function describeStorageContract(
  name: string,
  open: () => Promise<StorageUnderTest>,
  options: ContractOptions,
) {
  describe(`${name} storage contract`, () => {
    let s: StorageUnderTest;
    let storage: Storage;
    beforeAll(async () => {
      s = await open();
      storage = s.storage;
    });
    afterAll(() => s?.close());

    let counter = 0;
    const uniqueKey = (prefix: string, ext = 'webp') => {
      counter += 1;
      return `${prefix}/contract/${Date.now().toString(36)}-${counter}.${ext}`;
    };

    it('keeps bytes and content type', async () => {
      const key = uniqueKey('public');
      const body = randomBytes(1000);
      await storage.put(key, body, 'image/webp');
      expect(await storage.get(key)).toEqual(body);
      const streamed = await storage.stream(key);
      expect(streamed.size).toBe(1000);
      expect(streamed.contentType).toBe('image/webp');
      streamed.body.resume();
    });

    it('stores a file from disk as it is, and leaves the file there', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'stamp-put-file-'));
      try {
        const file = path.join(dir, 'upload.mp4');
        const body = randomBytes(3 * 1024 * 1024 + 17);
        await writeFile(file, body);
        const key = uniqueKey('private', 'mp4');
        await storage.putFile(key, file, 'video/mp4');
        expect((await storage.get(key)).equals(body)).toBe(true);
        expect((await storage.stream(key)).contentType).toBe('video/mp4');
        expect((await readFile(file)).equals(body)).toBe(true);
        await expect(
          storage.putFile(uniqueKey('private'), path.join(dir, 'gone'), 'video/mp4'),
        ).rejects.toThrow();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('streams a large file in pieces, whole', async () => {
      const key = uniqueKey('private', 'mp4');
      const body = randomBytes(3 * 1024 * 1024 + 17);
      await storage.put(key, body, 'video/mp4');
      const { body: stream, size, contentType } = await storage.stream(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(chunks.length).toBeGreaterThan(1);
      expect(Buffer.concat(chunks).equals(body)).toBe(true);
      expect(size).toBe(body.length);
      expect(contentType).toBe('video/mp4');
    });

    it('replaces an object put again under the same key, type included', async () => {
      const key = uniqueKey('private', 'bin');
      await storage.put(key, Buffer.from('first'), 'text/plain');
      await storage.put(key, Buffer.from('second version'), 'application/octet-stream');
      expect((await storage.get(key)).toString()).toBe('second version');
      const { contentType, body } = await storage.stream(key);
      body.resume();
      expect(contentType).toBe('application/octet-stream');
    });

    it('keeps an empty object', async () => {
      const key = uniqueKey('public', 'txt');
      await storage.put(key, Buffer.alloc(0), 'text/plain');
      expect(await storage.exists(key)).toBe(true);
      expect((await storage.get(key)).length).toBe(0);
    });

    it('tells whether a key exists, and deletes (twice without complaint)', async () => {
      const key = uniqueKey('public');
      expect(await storage.exists(key)).toBe(false);
      await storage.put(key, Buffer.from('x'), 'image/webp');
      expect(await storage.exists(key)).toBe(true);
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('gives a local file path for tools like ffmpeg', async () => {
      const key = uniqueKey('private', 'mp4');
      const body = randomBytes(2048);
      await storage.put(key, body, 'video/mp4');
      const local = await storage.localPath(key);
      expect(local.path.endsWith('.mp4')).toBe(true);
      expect((await readFile(local.path)).equals(body)).toBe(true);
      await local.release();
      // Releasing never deletes the stored object (on disk the path *is* the object).
      expect(await storage.exists(key)).toBe(true);
    });

    it('reports a missing key as StorageNotFoundError everywhere', async () => {
      const key = uniqueKey('private');
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.stream(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.localPath(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.get(key)).rejects.toMatchObject({ key });
    });

    it.each(BAD_KEYS)('refuses the bad key %j in every operation', async (key) => {
      const body = Buffer.from('x');
      await expect(storage.put(key, body, 'image/webp')).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      for (const call of [
        () => storage.get(key),
        () => storage.stream(key),
        () => storage.exists(key),
        () => storage.delete(key),
        () => storage.localPath(key),
      ]) {
        await expect(call()).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
      expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
      expect(() => storage.signedUrl(key, 60)).toThrow(InvalidStorageKeyError);
    });

    it('refuses a content type that is not a MIME type', async () => {
      const key = uniqueKey('public');
      for (const type of ['', 'webp', 'image/webp\r\nx-evil: 1', 'image/ webp']) {
        await expect(storage.put(key, Buffer.from('x'), type)).rejects.toThrow(/content type/);
      }
      expect(await storage.exists(key)).toBe(false);
    });

    it('gives plain URLs to public keys only, signed URLs to private keys only', () => {
      expect(() => storage.publicUrl('private/originals/a.png')).toThrow(/only public\//);
      expect(() => storage.signedUrl('public/thumbnails/a.webp', 60)).toThrow(/only private\//);
      for (const ttl of [0, -1, 1.5, 7 * 24 * 3600 + 1, Number.NaN]) {
        expect(() => storage.signedUrl('private/a.png', ttl)).toThrow(RangeError);
      }
    });

    it('serves a public object at its public URL, cached for a year', async () => {
      const key = uniqueKey('public');
      const body = randomBytes(500);
      await storage.put(key, body, 'image/webp');
      const response = await s.fetch(storage.publicUrl(key));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
    });

    it('serves a private object at its signed URL until the URL expires', async () => {
      const key = uniqueKey('private', 'png');
      const body = randomBytes(500);
      await storage.put(key, body, 'image/png');
      const url = storage.signedUrl(key, 1);

      const before = await s.fetch(url);
      expect(before.status).toBe(200);
      expect(Buffer.from(await before.arrayBuffer()).equals(body)).toBe(true);

      // A 1 s link made at t expires at ceil(t) + 1 s: under 2 s from now, by the server's clock.
      await expect.poll(async () => (await s.fetch(url)).status, { timeout: 5_000 }).toBe(403);
      const after = await s.fetch(url);
      expect(after.status).toBe(403);
      expect(Buffer.from(await after.arrayBuffer()).includes(body)).toBe(false);
    });

    it.runIf(options.checksSignatures)('refuses a signed URL that was altered', async () => {
      const key = uniqueKey('private', 'png');
      const other = uniqueKey('private', 'png');
      await storage.put(key, Buffer.from('secret bytes'), 'image/png');
      await storage.put(other, Buffer.from('other bytes'), 'image/png');
      const url = storage.signedUrl(key, 600);
      const flipLast = (text: string) => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
      const [path, query = ''] = url.split('?');
      const params = new URLSearchParams(query);
      const signature = [...params.entries()].at(-1) as [string, string];

      const altered = [
        `${path}?${query.replace(signature[1], flipLast(signature[1]))}`,
        `${path}?${query.replace(signature[1], signature[1].toUpperCase())}`,
        `${path}?${query.replace(/=(\d{6,})/, (_, n: string) => `=${Number(n) + 3600}`)}`,
        `${storage.signedUrl(other, 600).split('?')[0]}?${query}`,
        path as string,
      ];
      for (const candidate of altered) {
        const response = await s.fetch(candidate);
        expect(response.status, candidate).toBe(403);
        expect((await response.text()).includes('secret bytes')).toBe(false);
      }
    });
  });
}
