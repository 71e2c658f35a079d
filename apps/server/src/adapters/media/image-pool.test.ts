import { afterAll, describe, expect, it, vi } from 'vitest';
import { UnusableMediaError } from '../../lib/media-errors';
import { createImagePool } from './image-pool';
import { renderImageRenditions } from './image-renditions';
import { sampleImage } from './test-media';

// Vitest's own workers run without tsx in their execArgv, so this also proves the .mjs shim
// loads the TypeScript worker where nothing else would.
describe('the image worker pool', () => {
  const pool = createImagePool({ maxThreads: 2 });
  afterAll(() => pool.close());

  it('renders on a worker thread exactly what the in-process function renders', async () => {
    const input = await sampleImage(1080, 1920, 'jpeg', 3);
    const [pooled, local] = await Promise.all([pool.render(input), renderImageRenditions(input)]);
    expect(Buffer.isBuffer(pooled.previewWatermarked.data)).toBe(true);
    expect(pooled.previewWatermarked.data.equals(local.previewWatermarked.data)).toBe(true);
    expect(pooled.thumbnail.data.equals(local.thumbnail.data)).toBe(true);
    expect([pooled.width, pooled.height, pooled.previewClean.width]).toEqual([1080, 1920, 608]);
  });

  it('brings typed errors back across the thread boundary', async () => {
    const jpeg = await sampleImage(600, 600, 'jpeg');
    const error = await pool.render(jpeg.subarray(0, 3000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnusableMediaError);
    expect(error).toMatchObject({ statusCode: 422 });
    await expect(pool.render(jpeg, 100_000)).rejects.toMatchObject({
      statusCode: 422,
      message: 'This image is too large to process (over 0.1 megapixels)',
    });
  });

  it('renders several at once', async () => {
    const inputs = await Promise.all(
      [0, 1, 2, 3].map((seed) => sampleImage(800, 800, 'png', seed)),
    );
    const results = await Promise.all(inputs.map((input) => pool.render(input)));
    expect(results.map((r) => r.previewClean.width)).toEqual([800, 800, 800, 800]);
  });
});

describe('the threads of the image pool', () => {
  it('start together with the first render and stop together after a quiet spell', async () => {
    const resting = createImagePool({ maxThreads: 2, idleTimeoutMs: 300 });
    try {
      expect(resting.threads()).toBe(0);
      // One render starts both threads: a second download at the same moment finds its thread
      // ready instead of waiting for it to start.
      await resting.render(await sampleImage(400, 400, 'png', 1));
      expect(resting.threads()).toBe(2);
      await vi.waitFor(() => expect(resting.threads()).toBe(0), { timeout: 10_000, interval: 50 });
      // And they come back for the next render.
      const again = await resting.render(await sampleImage(400, 400, 'png', 2));
      expect(again.width).toBe(400);
      expect(resting.threads()).toBe(2);
    } finally {
      await resting.close();
    }
  });
});
