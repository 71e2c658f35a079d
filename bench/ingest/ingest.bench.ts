import { availableParallelism } from 'node:os';
import { createImagePool } from '@stamp/server/src/adapters/media/image-pool';
import { renderImageRenditions } from '@stamp/server/src/adapters/media/image-renditions';
import { watermarkOverlay } from '@stamp/server/src/adapters/media/watermark-overlay';
import { registerCleanup } from '../lib/cleanup';
import { formatSpread, interleavedRounds, type Round, spread } from '../lib/interleave';
import { watchLoadAverage } from '../lib/load-average';
import { sized } from '../lib/quick';
import { formatTable, targetMark } from '../lib/table';
import { decodeAndResizeOnly, oneRendition } from './baseline';
import { makeSampleSet, type SampleGroup } from './sample-set';

// 6 distinct creatives per shape × format, each timed in 5 rounds: 120 timings per function,
// enough for stable medians in about a minute on 2 cores.
const PER_GROUP = sized(6, 1);
const ROUNDS = sized(5, 1);
const TARGET_RATIO = 2.5;

type Task = (file: Buffer) => Promise<unknown>;

export async function run(): Promise<void> {
  const load = watchLoadAverage();
  const progress = (step: string) => console.error(`ingest: ${step}`);
  progress(`generating ${PER_GROUP * 4} sample images`);
  const groups = await makeSampleSet(PER_GROUP);
  const all = groups.flatMap((g) => g.files);

  progress('warm-up');
  for (const file of all.slice(0, 4)) {
    await oneRendition(file);
    await decodeAndResizeOnly(file);
    await renderImageRenditions(file);
  }

  progress(`per-image time, ${ROUNDS} rounds, one image at a time, baseline and ingest in turns`);
  const rounds = await interleavedRounds(
    () => timeEach(groups, { baseline: oneRendition, decodeOnly: decodeAndResizeOnly }),
    () => timeEach(groups, { ingest: renderImageRenditions }),
    ROUNDS,
  );
  printLatency(groups, rounds);

  progress(`throughput through the worker pool, ${ROUNDS} rounds in turns with the baseline`);
  await printThroughput(all);
  printOverlayCost();
  console.log(load.line());
}

interface Timing {
  wallMs: number;
  /** CPU time of the whole process (all libvips threads included) while the task ran. */
  cpuMs: number;
}

/** Timings by group label (and 'all'), then by task. */
type Timings = Map<string, Timing[]>;
const key = (group: string, task: string) => `${group}\u0000${task}`;

/**
 * Wall and CPU ms of each task on every file of every group, one side of a round. Nothing else
 * runs in this process meanwhile, so its CPU time is the task's own cost, which other processes
 * on the machine barely disturb (wall time they do).
 */
async function timeEach(groups: SampleGroup[], tasks: Record<string, Task>): Promise<Timings> {
  const samples: Timings = new Map();
  for (const group of groups) {
    for (const file of group.files) {
      for (const [name, task] of Object.entries(tasks)) {
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        await task(file);
        const wallMs = performance.now() - started;
        const cpu = process.cpuUsage(cpuBefore);
        const timing = { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
        for (const label of [group.label, 'all']) {
          const list = samples.get(key(label, name)) ?? [];
          list.push(timing);
          samples.set(key(label, name), list);
        }
      }
    }
  }
  return samples;
}

/**
 * Per group: each task's median ms per image, and ingest over the baseline as the median (and
 * range) of the rounds' ratios, each of a round's medians per image.
 */
function printLatency(groups: SampleGroup[], rounds: Round<Timings>[]) {
  const timingsOf = (r: Round<Timings>, group: string, task: string) =>
    r.baseline.get(key(group, task)) ?? r.product.get(key(group, task)) ?? [];
  const medianOf = (group: string, task: string, field: keyof Timing) =>
    median(rounds.flatMap((r) => timingsOf(r, group, task).map((t) => t[field])));
  const ratioOf = (group: string, field: keyof Timing) => {
    const medianIn = (r: Round<Timings>, task: string) =>
      median(timingsOf(r, group, task).map((t) => t[field]));
    return spread(rounds.map((r) => medianIn(r, 'ingest') / medianIn(r, 'baseline')));
  };
  const rows = [
    [
      'ingest per image (median)',
      'decode+resize ms',
      'baseline ms',
      'ingest ms',
      'ratio (range)',
      'target',
      'baseline cpu ms',
      'ingest cpu ms',
      'cpu ratio (range)',
    ],
  ];
  for (const label of [...groups.map((g) => g.label), 'all']) {
    const baseline = medianOf(label, 'baseline', 'wallMs');
    const ingest = medianOf(label, 'ingest', 'wallMs');
    const ratio = ratioOf(label, 'wallMs');
    rows.push([
      label,
      medianOf(label, 'decodeOnly', 'wallMs').toFixed(1),
      baseline.toFixed(1),
      ingest.toFixed(1),
      formatSpread(ratio),
      label === 'all'
        ? `≤ ${TARGET_RATIO.toFixed(1)} ${targetMark(ratio.median <= TARGET_RATIO)}`
        : '',
      medianOf(label, 'baseline', 'cpuMs').toFixed(1),
      medianOf(label, 'ingest', 'cpuMs').toFixed(1),
      formatSpread(ratioOf(label, 'cpuMs')),
    ]);
  }
  console.log(
    [
      '',
      formatTable(rows, [false, true, true, true, true, false, true, true, true]),
      'baseline = sharp decode + one resize to ≤1080 + one WebP encode (same settings as our previews)',
      'ingest   = decode once + clean preview + watermarked preview + 400 px thumbnail (in-process;',
      '           the three encodes run side by side on libvips threads, so wall time < CPU time)',
      'decode+resize = the same decode and resize to raw pixels, no encode (for scale only)',
      'ratio = per-image wall time, the figure the target is set on; cpu ratio = processor time;',
      `        ms are medians, ratios the median (lowest–highest) of ${ROUNDS} rounds, baseline and`,
      "        ingest taking turns, each round's ratio of its medians per image",
    ].join('\n'),
  );
}

/**
 * Images per second with every core busy: the pool (one thread per core, two images queued per
 * thread) against the baseline run in-process at the same concurrency. This ratio is the CPU
 * cost of three renditions against one; the per-image ratio above also credits the three
 * encodes running side by side.
 */
async function printThroughput(files: Buffer[]): Promise<void> {
  const threads = availableParallelism();
  const inFlight = threads * 2;
  const pool = createImagePool({ maxThreads: threads });
  const closePool = registerCleanup(() => pool.close());
  try {
    // Start every thread (tsx, fonts) before the clock runs.
    await runConcurrently(files.slice(0, inFlight), inFlight, (f) => pool.render(f));
    // One pass over the sample set (every shape and format) per side and round.
    const rounds = await interleavedRounds(
      () => imagesPerSecond(files, inFlight, oneRendition),
      () => imagesPerSecond(files, inFlight, (f) => pool.render(f)),
      ROUNDS,
    );
    const ratio = spread(rounds.map((r) => r.baseline / r.product));
    const rate = (side: 'baseline' | 'product') => spread(rounds.map((r) => r[side])).median;
    console.log(
      [
        '',
        formatTable(
          [
            [
              `throughput (${threads} cores, ${inFlight} in flight)`,
              'images/s',
              'cost ratio (range)',
            ],
            ['baseline, in-process', rate('baseline').toFixed(1), '1.00'],
            [
              `ingest, worker pool (${threads} threads)`,
              rate('product').toFixed(1),
              formatSpread(ratio),
            ],
          ],
          [false, true, true],
        ),
        `images/s are medians of ${ROUNDS} rounds, the two taking turns; cost ratio = baseline`,
        "        images/s over the pool's, the median (lowest–highest) of the rounds' ratios",
      ].join('\n'),
    );
  } finally {
    await closePool();
  }
}

function printOverlayCost(): void {
  // A new size each time, so the cache cannot answer: the price of a size not seen before.
  const sizes = [1079, 1078, 1077, 1076, 1075];
  const started = performance.now();
  for (const side of sizes) watermarkOverlay(side, side);
  const ms = (performance.now() - started) / sizes.length;
  console.log(
    `watermark layer for a new ~1080² size (drawn once, then cached): ${ms.toFixed(1)} ms`,
  );
}

async function imagesPerSecond(files: Buffer[], inFlight: number, task: Task): Promise<number> {
  const started = performance.now();
  await runConcurrently(files, inFlight, task);
  return files.length / ((performance.now() - started) / 1000);
}

async function runConcurrently(files: Buffer[], inFlight: number, task: Task): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (file) await task(file);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
