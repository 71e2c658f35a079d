import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { defaultFfmpeg } from '@stamp/server/src/adapters/media/ffmpeg';
import { runTool } from '@stamp/server/src/adapters/media/run-tool';
import { renderVideoDownload } from '@stamp/server/src/adapters/media/video-download';
import { registerCleanup } from '../lib/cleanup';
import { formatTable, targetMark } from '../lib/table';
import { plainReencodeArgs } from './baseline';
import { DESIGN, sampleLogo } from './design';
import { CLIP, makeSampleClip } from './sample-clip';
import { childCpuMs, median, record } from './stats';

// Each encode of the 15 s clip takes seconds; 3 turns each keep the run near two minutes.
const ROUNDS = 3;
const TARGET_RATIO = 1.15;
const TIMEOUT_MS = 10 * 60 * 1000;

type Task = (output: string) => Promise<unknown>;

export async function runVideoRender(progress: (step: string) => void): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stamp-bench-render-'));
  const removeDir = registerCleanup(() => rm(dir, { recursive: true, force: true }));
  try {
    progress(`generating a ${CLIP.durationS} s ${CLIP.height}p clip`);
    const input = await makeSampleClip(dir);
    const binaries = await defaultFfmpeg();
    const logo = await sampleLogo();
    const render =
      (watermark: boolean): Task =>
      async (output) => {
        const workDir = path.join(dir, `work-${watermark}`);
        await mkdir(workDir, { recursive: true });
        await renderVideoDownload({
          binaries,
          input,
          output,
          workDir,
          settings: DESIGN,
          logo,
          watermark,
          timeoutMs: TIMEOUT_MS,
        });
      };
    const tasks: Record<string, Task> = {
      baseline: (output) =>
        runTool(binaries.ffmpeg, plainReencodeArgs(input, output), { timeoutMs: TIMEOUT_MS }),
      clean: render(false),
      watermarked: render(true),
    };

    const [load] = loadavg();
    progress(`${ROUNDS} rounds of each, taking turns (1-min load average ${load?.toFixed(1)})`);
    const wall: Record<string, number[]> = {};
    const cpu: Record<string, number[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, task] of Object.entries(tasks)) {
        const output = path.join(dir, `${name}.mp4`);
        const cpuBefore = childCpuMs();
        const started = performance.now();
        await task(output);
        record(wall, name, performance.now() - started);
        record(cpu, name, childCpuMs() - cpuBefore);
      }
    }

    const base = median(wall.baseline ?? []);
    const baseCpu = median(cpu.baseline ?? []);
    const rows = [
      [
        `video download, ${CLIP.width}×${CLIP.height} ${CLIP.durationS} s (median)`,
        'wall s',
        'ratio',
        'target',
        '× real time',
        'ffmpeg cpu s',
        'cpu ratio',
      ],
    ];
    for (const name of ['baseline', 'clean', 'watermarked']) {
      const ms = median(wall[name] ?? []);
      const ratio = ms / base;
      const speed = (CLIP.durationS * 1000) / ms;
      const cpuMs = median(cpu[name] ?? []);
      rows.push([
        name,
        (ms / 1000).toFixed(2),
        ratio.toFixed(2),
        name === 'baseline' ? '' : `≤ ${TARGET_RATIO} ${targetMark(ratio <= TARGET_RATIO)}`,
        `${speed.toFixed(2)} ${targetMark(speed > 1)}`,
        (cpuMs / 1000).toFixed(2),
        (cpuMs / baseCpu).toFixed(2),
      ]);
    }
    console.log(
      [
        '',
        formatTable(rows, [false, true, true, false, true, true, true]),
        'baseline = ffmpeg re-encode with the download codec (libx264 veryfast CRF 20 yuv420p),',
        '           AAC copied, faststart, nothing overlaid',
        'clean / watermarked = renderVideoDownload: probe, design layer drawn and written as PNG,',
        '           ffmpeg overlay + the same encode; × real time = clip length / wall time',
        'ffmpeg cpu = CPU of the ffmpeg/ffprobe children (not moved by other load on the machine)',
      ].join('\n'),
    );
  } finally {
    await removeDir();
  }
}
