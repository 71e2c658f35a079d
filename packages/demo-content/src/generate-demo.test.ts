import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCatalog } from './generate-demo';
import { testTools } from './test/ffmpeg';

describe('generateDemoCatalog', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-demo-gen-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  for (const concurrency of [1, 2]) {
    it(`writes the selected files and reports progress (${concurrency} thread${concurrency > 1 ? 's' : ''})`, async () => {
      const outDir = path.join(dir, `c${concurrency}`);
      const progress: number[] = [];
      const keys = new Set(['diwali-post-01', 'eid-story-01']);
      const catalog = await generateDemoCatalog({
        outDir,
        concurrency,
        ffmpegPath: (await testTools()).ffmpeg,
        select: (item) => keys.has(item.key),
        onProgress: (done, total) => progress.push(done / total),
      });
      const subs = catalog.categories.flatMap((c) => c.subCategories);
      expect(subs.map((s) => s.key)).toEqual(['diwali', 'eid']);
      // Two media, two sub-category cards, one category card.
      const files = [
        catalog.categories[0]?.thumbnail,
        ...subs.flatMap((s) => [s.thumbnail, ...s.media]),
      ];
      expect(files).toHaveLength(5);
      for (const item of files) {
        if (!item) throw new Error('missing item');
        expect(path.dirname(item.file)).toBe(outDir);
        expect((await stat(item.file)).size).toBeGreaterThan(10_000);
        const meta = await sharp(item.file).metadata();
        expect([meta.width, meta.height]).toEqual([item.width, item.height]);
      }
      expect(progress).toHaveLength(5);
      expect(progress.at(-1)).toBe(1);
    });
  }
});
