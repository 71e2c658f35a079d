import { describe, expect, it } from 'vitest';
import { createMediaTools } from './media-tools';
import { sampleImage } from './test-media';

describe('createMediaTools', () => {
  it('renders images on its pool and finds ffmpeg lazily', async () => {
    const tools = createMediaTools({ imageThreads: 1 });
    try {
      const r = await tools.renderImage(await sampleImage(500, 500, 'jpeg'));
      expect(r.previewWatermarked.width).toBe(500);
      const binaries = await tools.ffmpeg();
      expect(binaries.ffmpeg).toMatch(/ffmpeg/);
    } finally {
      await tools.close();
    }
  });

  it('reports a configured ffmpeg that does not run when a video needs it', async () => {
    const tools = createMediaTools({ ffmpegPath: '/nonexistent/ffmpeg' });
    try {
      await expect(tools.ffmpeg()).rejects.toThrow(/FFMPEG_PATH/);
    } finally {
      await tools.close();
    }
  });
});
