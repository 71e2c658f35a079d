import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultFfmpeg } from '@stamp/server/src/adapters/media/ffmpeg';
import { runTool } from '@stamp/server/src/adapters/media/run-tool';
import { renderVideoDownload } from '@stamp/server/src/adapters/media/video-download';
import { registerCleanup } from '../lib/cleanup';
import { formatSpread, interleavedRounds, type Round, spread } from '../lib/interleave';
import { sized } from '../lib/quick';
import { formatTable, targetMark } from '../lib/table';
import { plainReencodeArgs } from './baseline';
import { DESIGN, sampleLogo } from './design';
import { CLIP, makeSampleClip } from './sample-clip';
import { childCpuMs, median } from './stats';

// Each encode of the 15 s clip takes seconds; 5 rounds of the three keep the run near three
// minutes, and are the fewest that give a median and a range worth the name.
const ROUNDS = sized(5, 1);
const TARGET_RATIO = 1.15;
const TIMEOUT_MS = 10 * 60 * 1000;

type Task = (output: string) => Promise<unknown>;
/** Per task, its wall and ffmpeg CPU ms in one round. */
type Times = Record<string, { wallMs: number; cpuMs: number }>;

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
    const baseline: Record<string, Task> = {
      baseline: (output) =>
        runTool(binaries.ffmpeg, plainReencodeArgs(input, output), { timeoutMs: TIMEOUT_MS }),
    };
    const product: Record<string, Task> = { clean: render(false), watermarked: render(true) };

    progress(`${ROUNDS} rounds of the baseline and both renders, taking turns`);
    const rounds = await interleavedRounds(
      () => timeEach(baseline, dir),
      () => timeEach(product, dir),
      ROUNDS,
    );
    const rows = [
      [
        `video download, ${CLIP.width}×${CLIP.height} ${CLIP.durationS} s (median)`,
        'wall s',
        'ratio (range)',
        'target',
        '× real time',
        'ffmpeg cpu s',
        'cpu ratio (range)',
      ],
    ];
    for (const name of ['baseline', 'clean', 'watermarked']) {
      const times = rounds.map((r) => r.baseline[name] ?? r.product[name]);
      const ms = median(times.map((t) => t?.wallMs ?? Number.NaN));
      const speed = (CLIP.durationS * 1000) / ms;
      const cpuMs = median(times.map((t) => t?.cpuMs ?? Number.NaN));
      const isBaseline = name === 'baseline';
      const ratio = ratioOfRounds(rounds, name, 'wallMs');
      rows.push([
        name,
        (ms / 1000).toFixed(2),
        isBaseline ? '1.00' : formatSpread(ratio),
        isBaseline ? '' : `≤ ${TARGET_RATIO} ${targetMark(ratio.median <= TARGET_RATIO)}`,
        `${speed.toFixed(2)} ${targetMark(speed > 1)}`,
        (cpuMs / 1000).toFixed(2),
        isBaseline ? '1.00' : formatSpread(ratioOfRounds(rounds, name, 'cpuMs')),
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
        `seconds are medians of ${ROUNDS} rounds, the baseline and the renders taking turns; a ratio`,
        "           is the median of the rounds' ratios, in brackets their lowest and highest",
      ].join('\n'),
    );
  } finally {
    await removeDir();
  }
}

/** Each task once, in turn: wall and ffmpeg CPU ms. */
async function timeEach(tasks: Record<string, Task>, dir: string): Promise<Times> {
  const times: Times = {};
  for (const [name, task] of Object.entries(tasks)) {
    const cpuBefore = childCpuMs();
    const started = performance.now();
    await task(path.join(dir, `${name}.mp4`));
    times[name] = { wallMs: performance.now() - started, cpuMs: childCpuMs() - cpuBefore };
  }
  return times;
}

/** Each round's `task` over that round's baseline: median and range. */
function ratioOfRounds(rounds: Round<Times>[], task: string, field: 'wallMs' | 'cpuMs') {
  return spread(
    rounds.map(
      (r) =>
        (r.product[task]?.[field] ?? Number.NaN) / (r.baseline.baseline?.[field] ?? Number.NaN),
    ),
  );
}
