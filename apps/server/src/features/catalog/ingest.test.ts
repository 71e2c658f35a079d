import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultFfmpeg } from '../../adapters/media/ffmpeg';
import { createImagePool } from '../../adapters/media/image-pool';
import { renderImageRenditions } from '../../adapters/media/image-renditions';
import { pngBomb, sampleImage, sampleVideo } from '../../adapters/media/test-media';
import { createTempStorage } from '../../adapters/media/test-storage';
import {
  MediaTooLargeError,
  UnsupportedMediaError,
  UnusableMediaError,
} from '../../lib/media-errors';
import { type IngestTools, ingestMedia } from './ingest';

const MB = 1024 * 1024;
const HASHED = '[0-9a-f]{32}';

describe('ingestMedia', () => {
  let temp: Awaited<ReturnType<typeof createTempStorage>>;
  let dir: string;
  // In-process rendering keeps most tests simple; one test goes through the worker pool.
  const tools: IngestTools = { renderImage: renderImageRenditions, ffmpeg: defaultFfmpeg };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-ingest-test-'));
  });
  beforeEach(async () => {
    await temp?.remove();
    temp = await createTempStorage();
  });
  afterAll(async () => {
    await temp?.remove();
    await rm(dir, { recursive: true, force: true });
  });

  const contentType = async (key: string) => (await temp.storage.stream(key)).contentType;

  it("stores an image, its thumbnail and the previews (with the phone's) under the right names", async () => {
    const original = await sampleImage(1080, 1920, 'jpeg');
    const media = await ingestMedia(temp.storage, { buffer: original, id: 'a'.repeat(24) }, tools);

    expect(media).toEqual({
      type: 'image',
      width: 1080,
      height: 1920,
      durationS: null,
      originalKey: `private/originals/${'a'.repeat(24)}.jpg`,
      thumbnailKey: expect.stringMatching(new RegExp(`^public/thumbs/${HASHED}\\.webp$`)),
      previewCleanKey: expect.stringMatching(new RegExp(`^private/previews/${HASHED}\\.webp$`)),
      previewWatermarkedKey: expect.stringMatching(
        new RegExp(`^public/previews/${HASHED}\\.webp$`),
      ),
      previewPhoneKey: expect.stringMatching(new RegExp(`^public/previews/${HASHED}\\.webp$`)),
      posterKey: null,
    });
    const phoneKey = media.previewPhoneKey ?? '';
    expect(await temp.keys()).toEqual(
      [
        media.originalKey,
        media.thumbnailKey,
        media.previewCleanKey,
        media.previewWatermarkedKey,
        phoneKey,
      ].sort(),
    );
    expect((await temp.storage.get(media.originalKey)).equals(original)).toBe(true);
    expect(await contentType(media.originalKey)).toBe('image/jpeg');
    const sizes = [];
    for (const key of [
      media.thumbnailKey,
      media.previewCleanKey,
      media.previewWatermarkedKey,
      phoneKey,
    ]) {
      expect(await contentType(key)).toBe('image/webp');
      const meta = await sharp(await temp.storage.get(key)).metadata();
      sizes.push([meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      [400, 711],
      [608, 1080],
      [608, 1080],
      [405, 720],
    ]);
  });

  it('names public renditions by content: the same image twice gives the same names', async () => {
    const original = await sampleImage(600, 600, 'png');
    const first = await ingestMedia(temp.storage, { buffer: original }, tools);
    const second = await ingestMedia(temp.storage, { buffer: original }, tools);
    expect(second.thumbnailKey).toBe(first.thumbnailKey);
    expect(second.previewWatermarkedKey).toBe(first.previewWatermarkedKey);
    expect(second.originalKey).not.toBe(first.originalKey);
    expect(first.originalKey).toMatch(/^private\/originals\/[0-9a-f]{24}\.png$/);
  });

  it('reads an image from a file path and renders it on the worker pool', async () => {
    const pool = createImagePool({ maxThreads: 1 });
    try {
      const file = path.join(dir, 'upload.bin');
      await writeFile(file, await sampleImage(800, 600, 'png'));
      const media = await ingestMedia(
        temp.storage,
        { filePath: file },
        { ...tools, renderImage: pool.render },
      );
      expect([media.type, media.width, media.height]).toEqual(['image', 800, 600]);
      expect(media.originalKey).toMatch(/\.png$/);
    } finally {
      await pool.close();
    }
  });

  it('stores a video, its poster, thumbnail and both MP4 previews', async () => {
    const file = await sampleVideo(dir, {
      width: 1280,
      height: 720,
      durationS: 1,
      audio: true,
      format: 'mp4',
    });
    const media = await ingestMedia(temp.storage, { buffer: await readFile(file) }, tools);
    expect(media).toMatchObject({
      type: 'video',
      width: 1280,
      height: 720,
      originalKey: expect.stringMatching(/^private\/originals\/[0-9a-f]{24}\.mp4$/),
      thumbnailKey: expect.stringMatching(new RegExp(`^public/thumbs/${HASHED}\\.webp$`)),
      previewCleanKey: expect.stringMatching(new RegExp(`^private/previews/${HASHED}\\.mp4$`)),
      previewWatermarkedKey: expect.stringMatching(new RegExp(`^public/previews/${HASHED}\\.mp4$`)),
      posterKey: expect.stringMatching(new RegExp(`^public/posters/${HASHED}\\.jpg$`)),
      previewPhoneKey: null,
    });
    expect(media.durationS).toBeCloseTo(1, 1);
    expect(await contentType(media.previewWatermarkedKey)).toBe('video/mp4');
    expect(await contentType(media.posterKey ?? '')).toBe('image/jpeg');
    expect(await temp.keys()).toHaveLength(5);
  });

  it('reads a video from a file path without copying it first', async () => {
    const file = await sampleVideo(dir, {
      width: 320,
      height: 240,
      durationS: 1,
      audio: false,
      format: 'webm',
    });
    const media = await ingestMedia(temp.storage, { filePath: file }, tools);
    expect([media.type, media.width, media.height]).toEqual(['video', 320, 240]);
    expect(media.originalKey).toMatch(/\.webm$/);
    expect(await contentType(media.originalKey)).toBe('video/webm');
  });

  describe('bad input, and nothing stored for it', () => {
    const rejects = async (input: Parameters<typeof ingestMedia>[1], expected: object) => {
      const error = await ingestMedia(temp.storage, input, tools).catch((e: unknown) => e);
      expect(error).toMatchObject(expected);
      expect(await temp.keys()).toEqual([]);
      return error;
    };

    it('a text file named like a JPEG → 415', async () => {
      const file = path.join(dir, 'holiday.jpg');
      await writeFile(file, 'this is not a photo, whatever the name says\n');
      const error = await rejects(
        { filePath: file },
        { statusCode: 415, message: 'This file is not a supported image or video' },
      );
      expect(error).toBeInstanceOf(UnsupportedMediaError);
    });

    it('an empty file → 415', async () => {
      await rejects({ buffer: Buffer.alloc(0) }, { statusCode: 415 });
    });

    it('a truncated JPEG → 422', async () => {
      const jpeg = await sampleImage(1080, 1080, 'jpeg');
      const error = await rejects(
        { buffer: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)) },
        { statusCode: 422, message: 'This image is damaged or incomplete and cannot be used' },
      );
      expect(error).toBeInstanceOf(UnusableMediaError);
    });

    it('a decompression bomb → 422 through the worker pool, without the process growing', async () => {
      const pool = createImagePool({ maxThreads: 1 });
      try {
        // Warm the thread first, so its start-up is not counted as growth.
        await pool.render(await sampleImage(64, 64, 'png'));
        const before = process.memoryUsage().rss;
        const error = await ingestMedia(
          temp.storage,
          { buffer: pngBomb(100_000, 100_000) },
          { ...tools, renderImage: pool.render },
        ).catch((e: unknown) => e);
        expect(error).toMatchObject({
          statusCode: 422,
          message: 'This image is too large to process (over 50 megapixels)',
        });
        expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB);
        expect(await temp.keys()).toEqual([]);
      } finally {
        await pool.close();
      }
    });

    it('an image over the byte limit → 413, before any decoding', async () => {
      const png = await sampleImage(600, 600, 'png');
      const error = await rejects(
        { buffer: png, limits: { imageBytes: 10 * 1024 } },
        { statusCode: 413, message: 'This image is larger than 10 KB' },
      );
      expect(error).toBeInstanceOf(MediaTooLargeError);
    });

    it('a video over the byte limit → 413', async () => {
      const file = await sampleVideo(dir, {
        width: 320,
        height: 240,
        durationS: 1,
        audio: false,
        format: 'mp4',
      });
      await rejects(
        { filePath: file, limits: { videoBytes: 1024 } },
        { statusCode: 413, message: 'This video is larger than 1 KB' },
      );
    });

    it('a file that starts like an MP4 but is not one → 422', async () => {
      const fake = Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypisom\0\0\0\0isomavc1', 'latin1'),
        Buffer.alloc(10_000, 1),
      ]);
      await rejects({ buffer: fake }, { statusCode: 422 });
    });

    it('the 10 MB and 100 MB defaults apply', async () => {
      const huge = Buffer.alloc(10 * MB + 1);
      huge.set([0xff, 0xd8, 0xff, 0xe0]);
      await rejects(
        { buffer: huge },
        { statusCode: 413, message: 'This image is larger than 10 MB' },
      );
    });
  });
});
