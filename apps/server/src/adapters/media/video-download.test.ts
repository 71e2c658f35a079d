import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFfmpeg } from './ffmpeg';
import { runTool } from './run-tool';
import { sampleVideo } from './test-media';
import { renderVideoDownload } from './video-download';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stamp-video-download-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function streams(file: string) {
  const { ffprobe } = await defaultFfmpeg();
  const { stdout } = await runTool(
    ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_streams', file],
    { timeoutMs: 30_000 },
  );
  return (JSON.parse(stdout.toString()) as { streams: Array<Record<string, unknown>> }).streams;
}

describe('renderVideoDownload', () => {
  it('renders an odd-sized phone clip (H.264 needs even sides) with progress and its audio', async () => {
    const input = await sampleVideo(dir, {
      width: 641,
      height: 361,
      durationS: 2,
      audio: true,
      format: 'webm',
    });
    const progress: number[] = [];
    const output = path.join(dir, 'out.mp4');
    await renderVideoDownload({
      binaries: await defaultFfmpeg(),
      input,
      output,
      workDir: dir,
      settings: { ...EDITOR_DEFAULTS, bannerText: 'Odd sizes too' },
      logo: null,
      watermark: true,
      timeoutMs: 60_000,
      onProgress: (p) => progress.push(p),
    });
    const found = await streams(output);
    expect(found.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 640,
      height: 360,
    });
    expect(found.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    expect(progress.length).toBeGreaterThan(0);
  }, 60_000);
});
