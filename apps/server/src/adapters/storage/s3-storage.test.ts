import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { S3Storage } from './s3-storage';
import { StorageNotFoundError } from './storage';
import { describeStorageContract } from './storage.contract';

// Against a real S3-protocol server (s3rver) that the test starts on an ephemeral port.
describeStorageContract(
  's3',
  async () => {
    const server = await startS3Server();
    const storage = new S3Storage(server.options);
    return {
      storage,
      fetch: (url) => fetch(url),
      async close() {
        storage.close();
        await server.close();
      },
    };
  },
  { checksSignatures: false },
);

describe('S3 storage on its own', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    server = await startS3Server('stamp-own');
  });
  afterAll(() => server?.close());

  it('removes the temp copy of localPath on release', async () => {
    const storage = new S3Storage(server.options);
    await storage.put('private/originals/v.mp4', Buffer.from('video'), 'video/mp4');
    const local = await storage.localPath('private/originals/v.mp4');
    expect(existsSync(local.path)).toBe(true);
    await local.release();
    expect(existsSync(local.path)).toBe(false);
    storage.close();
  });

  it('reports a missing bucket as itself, not as a missing object', async () => {
    const storage = new S3Storage({ ...server.options, bucket: 'no-such-bucket' });
    const failure = await storage.get('public/a.webp').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(StorageNotFoundError);
    storage.close();
  });

  it('builds public URLs from the CDN base, the path-style or the virtual-hosted bucket', () => {
    const base = {
      ...server.options,
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'stamp-media',
    };
    const key = 'public/thumbnails/a.webp';
    const urls = [
      new S3Storage({ ...base, publicUrl: 'https://cdn.example.com/m/' }),
      new S3Storage({ ...base, forcePathStyle: true }),
      new S3Storage({ ...base, forcePathStyle: false }),
    ].map((storage) => storage.publicUrl(key));
    expect(urls).toEqual([
      'https://cdn.example.com/m/public/thumbnails/a.webp',
      'https://s3.eu-west-1.amazonaws.com/stamp-media/public/thumbnails/a.webp',
      'https://stamp-media.s3.eu-west-1.amazonaws.com/public/thumbnails/a.webp',
    ]);
  });

  it('presigns for at least the lifetime asked, and never beyond S3’s seven days', () => {
    const storage = new S3Storage(server.options);
    const expiresOf = (ttl: number) =>
      Number(new URL(storage.signedUrl('private/a.png', ttl)).searchParams.get('X-Amz-Expires'));
    expect(expiresOf(60)).toBeGreaterThanOrEqual(60);
    expect(expiresOf(60)).toBeLessThanOrEqual(61);
    expect(expiresOf(7 * 24 * 3600)).toBe(7 * 24 * 3600);
  });
});
