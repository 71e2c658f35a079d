import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/raw-http';
import { startTestApp, type TestApp } from '../test/test-app';

/**
 * Entitlement groundwork (issue 3, item 5): the bytes under a `private/…` key (a clean preview,
 * an original) come back only through a link the server signed for that key, and only until it
 * expires. Nothing a visitor can see or guess — the public URL pattern, the same name under
 * `public/`, a signature for another key or another expiry — gives them out.
 */
let t: TestApp;
const HASH = '3f9a0c2e7b1d4a6c';
const CLEAN_KEY = `private/previews/clean/${HASH}.webp`;
const ORIGINAL_KEY = `private/originals/${HASH}.png`;
const WATERMARKED_KEY = `public/previews/watermarked/${HASH}.webp`;
const CLEAN = randomBytes(4096);
const ORIGINAL = randomBytes(4096);

beforeAll(async () => {
  t = await startTestApp();
  await t.storage.put(CLEAN_KEY, CLEAN, 'image/webp');
  await t.storage.put(ORIGINAL_KEY, ORIGINAL, 'image/png');
  await t.storage.put(WATERMARKED_KEY, randomBytes(3000), 'image/webp');
});
afterAll(() => t?.close());

/** Everything a client might try for `key`, given one genuine signed link to the clean preview. */
function guessesFor(key: string, genuineCleanLink: string): string[] {
  const rest = key.replace(/^private\//, '');
  const query = genuineCleanLink.split('?')[1] ?? '';
  const expiry = /e=(\d+)/.exec(query)?.[1] ?? '0';
  const signature = /s=([\w-]+)/.exec(query)?.[1] ?? '';
  const watermarkedLink = t.storage.publicUrl(WATERMARKED_KEY);
  return [
    `/media/${key}`,
    `/media/public/${rest}`,
    `/media/public/${key}`,
    `/media/${rest}`,
    `/media/${key.toUpperCase()}`,
    `/media/%70rivate/${rest}`,
    `/media/public/../${key}`,
    `/media/public/%2e%2e/${key}`,
    watermarkedLink.replace('public/', 'private/'),
    watermarkedLink.replace('watermarked', 'clean'),
    `/media/${key}?e=${Number(expiry) + 10}`,
    `/media/${key}?s=${signature}`,
    `/media/${key}?e=${Number(expiry) + 86400}&s=${signature}`,
    `/media/${key}?e=${expiry}&s=${signature.toLowerCase()}`,
    `/media/${key}?e=${expiry}&e=${expiry}&s=${signature}&s=${signature}`,
    `/media/${key}?e=${expiry}&s=`,
    `/media/${key}?e=-1&s=${signature}`,
    `/media/${key}?e=${expiry}.0&s=${signature}`,
    `/media/${key}?E=${expiry}&S=${signature}`,
    // A genuine signature, but for another key.
    ...(key === CLEAN_KEY ? [] : [`/media/${key}?${query}`]),
  ];
}

describe('private media (clean previews, originals)', () => {
  it('has no plain URL at all', () => {
    expect(() => t.storage.publicUrl(CLEAN_KEY)).toThrow();
    expect(() => t.storage.publicUrl(ORIGINAL_KEY)).toThrow();
  });

  it('comes back through a link signed for it (so the guesses below are a fair test)', async () => {
    const response = await fetch(`${t.baseUrl}${t.storage.signedUrl(CLEAN_KEY, 600)}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(CLEAN)).toBe(true);
  });

  it.each([
    ['clean preview', CLEAN_KEY, CLEAN],
    ['original', ORIGINAL_KEY, ORIGINAL],
  ])('%s: no unsigned or guessed address gives out its bytes', async (_, key, bytes) => {
    const genuineCleanLink = t.storage.signedUrl(CLEAN_KEY, 600);
    for (const target of guessesFor(key, genuineCleanLink)) {
      for (const method of ['GET', 'HEAD']) {
        const response = await rawRequest(t.baseUrl, target, method);
        expect([400, 403, 404], `${method} ${target}`).toContain(response.status);
        expect(response.body.includes(bytes.subarray(0, 64)), `${method} ${target}`).toBe(false);
        expect(response.headers['content-length']).not.toBe(String(bytes.length));
      }
    }
  });

  it('answers a guess the same whether or not the key exists', async () => {
    const existing = await rawRequest(t.baseUrl, `/media/${ORIGINAL_KEY}`);
    const missing = await rawRequest(t.baseUrl, '/media/private/originals/0000000000000000.png');
    expect(missing.status).toBe(existing.status);
    expect(missing.body.equals(existing.body)).toBe(true);
  });
});
