import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app';
import { DiskStorage } from './disk-storage';
import { describeStorageContract } from './storage.contract';

// Through the real app, so the public and signed URLs are fetched from our own media route.
describeStorageContract(
  'disk',
  async () => {
    const t = await startTestApp();
    return {
      storage: t.storage,
      fetch: (url) => fetch(`${t.baseUrl}${url}`),
      close: () => t.close(),
    };
  },
  { checksSignatures: true },
);

describe('disk storage on its own', () => {
  let root: string;
  let storage: DiskStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'stamp-disk-storage-'));
    storage = new DiskStorage({ root, secret: 'a'.repeat(32) });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps each key at its own path under the root, with nothing left in the temp folder', async () => {
    await storage.put('public/thumbnails/ab/c1.webp', Buffer.from('x'), 'image/webp');
    expect((await stat(path.join(root, 'public/thumbnails/ab/c1.webp'))).isFile()).toBe(true);
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('never shows a reader half a file while it is being replaced', async () => {
    const key = 'public/previews/replaced.mp4';
    const versions = [randomBytes(4 * 1024 * 1024), randomBytes(4 * 1024 * 1024)];
    await storage.put(key, versions[0] as Buffer, 'video/mp4');
    let writing = true;
    const writer = (async () => {
      for (let i = 1; i <= 6; i++) await storage.put(key, versions[i % 2] as Buffer, 'video/mp4');
      writing = false;
    })();
    let reads = 0;
    while (writing) {
      const seen = await storage.get(key);
      expect(versions.some((v) => v.equals(seen))).toBe(true);
      reads += 1;
    }
    await writer;
    expect(reads).toBeGreaterThan(0);
  });

  it('keeps originals readable by the owner only', async () => {
    await storage.put('private/originals/o.png', Buffer.from('x'), 'image/png');
    expect((await stat(path.join(root, 'private/originals/o.png'))).mode & 0o777).toBe(0o600);
  });

  it('serves files copied in by hand, typed by their extension', async () => {
    await mkdir(path.join(root, 'public/by-hand'), { recursive: true });
    await writeFile(path.join(root, 'public/by-hand/a.jpg'), 'x');
    await writeFile(path.join(root, 'public/by-hand/a.unknown'), 'x');
    expect((await storage.stream('public/by-hand/a.jpg')).contentType).toBe('image/jpeg');
    expect((await storage.stream('public/by-hand/a.unknown')).contentType).toBe(
      'application/octet-stream',
    );
  });

  it('treats a folder as no object', async () => {
    await storage.put('public/folder/inside.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.exists('public/folder')).toBe(false);
    await expect(storage.get('public/folder')).rejects.toThrow('no object at public/folder');
  });

  it('builds URLs under a configured base', () => {
    const cdn = new DiskStorage({ root, secret: 'a'.repeat(32), urlBase: 'https://cdn.example/' });
    expect(cdn.publicUrl('public/a.webp')).toBe('https://cdn.example/media/public/a.webp');
    expect(storage.publicUrl('public/a.webp')).toBe('/media/public/a.webp');
    expect(storage.signedUrl('private/a.png', 60)).toMatch(
      /^\/media\/private\/a\.png\?e=\d{10}&s=[\w-]{43}$/,
    );
  });
});
