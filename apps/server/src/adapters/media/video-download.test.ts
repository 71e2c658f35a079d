import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFfmpeg } from './ffmpeg';
import { BACKGROUND_NICENESS, runTool } from './run-tool';
import { sampleVideo } from './test-media';
import { renderVideoDownload } from './video-download';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stamp-video-download-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The niceness of each ffmpeg this process is running, read from /proc. */
function ffmpegNiceness(): number[] {
  const processes: { pid: number; name: string; parent: number; nice: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended while we looked
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // Fields after the name start at the state (field 3): the parent is field 4, nice field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    processes.push({
      pid: Number(entry),
      name,
      parent: Number(fields[1]),
      nice: Number(fields[16]),
    });
  }
  // Ours: started by this process, or by its tool helper (tool-spawner.ts).
  const starters = new Set([
    process.pid,
    ...processes.filter((p) => p.parent === process.pid).map((p) => p.pid),
  ]);
  return processes.filter((p) => p.name === 'ffmpeg' && starters.has(p.parent)).map((p) => p.nice);
}

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
    const niceness: number[] = [];
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
      onProgress: (p) => {
        progress.push(p);
        niceness.push(...ffmpegNiceness());
      },
    });
    const found = await streams(output);
    expect(found.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 640,
      height: 360,
    });
    expect(found.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    expect(progress.length).toBeGreaterThan(0);
    // Rendered in the background: a member's image render, which someone waits on, goes first.
    expect(niceness.length).toBeGreaterThan(0);
    // BACKGROUND_NICENESS above ours (0 unless the tests run under `nice`), up to 19.
    expect(new Set(niceness)).toEqual(new Set([Math.min(19, getPriority() + BACKGROUND_NICENESS)]));
  }, 60_000);
});
