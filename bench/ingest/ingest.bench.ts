import { availableParallelism, loadavg } from 'node:os';
import { createImagePool } from '@stamp/server/src/adapters/media/image-pool';
import { renderImageRenditions } from '@stamp/server/src/adapters/media/image-renditions';
import { watermarkOverlay } from '@stamp/server/src/adapters/media/watermark-overlay';
import { registerCleanup } from '../lib/cleanup';
import { formatTable, targetMark } from '../lib/table';
import { decodeAndResizeOnly, oneRendition } from './baseline';
import { makeSampleSet, type SampleGroup } from './sample-set';

// 6 distinct creatives per shape × format, each timed in 5 rounds: 120 timings per function,
// enough for stable medians in about a minute on 2 cores.
const PER_GROUP = 6;
const ROUNDS = 5;
const TARGET_RATIO = 2.5;

type Task = (file: Buffer) => Promise<unknown>;

export async function run(): Promise<void> {
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

  const [load] = loadavg();
  progress(
    `per-image time, ${ROUNDS} rounds, one image at a time (1-min load average ${load?.toFixed(1)} ` +
      `on ${availableParallelism()} cores: above ~0.5 other processes are competing and wall times are noisy)`,
  );
  const tasks: Record<string, Task> = {
    baseline: oneRendition,
    decodeOnly: decodeAndResizeOnly,
    ingest: renderImageRenditions,
  };
  const times = await timeInterleaved(groups, tasks);
  printLatency(groups, times);

  progress('throughput through the worker pool');
  await printThroughput(all);
  printOverlayCost();
}

interface Timing {
  wallMs: number;
  /** CPU time of the whole process (all libvips threads included) while the task ran. */
  cpuMs: number;
}

/**
 * Median wall and CPU ms per image of each task, per group. The tasks take turns on each file
 * (baseline, decode-only, ingest, next file…), so a slow moment of the machine hits all alike.
 * Nothing else runs in this process meanwhile, so its CPU time is the task's own cost, which
 * other processes on the machine barely disturb (wall time they do).
 */
async function timeInterleaved(groups: SampleGroup[], tasks: Record<string, Task>) {
  const samples = new Map<string, Timing[]>();
  const key = (group: string, task: string) => `${group}\u0000${task}`;
  for (let round = 0; round < ROUNDS; round++) {
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
  }
  return (group: string, task: string, field: keyof Timing) =>
    median((samples.get(key(group, task)) ?? []).map((t) => t[field]));
}

function printLatency(
  groups: SampleGroup[],
  medianOf: (group: string, task: string, field: keyof Timing) => number,
) {
  const rows = [
    [
      'ingest per image (median)',
      'decode+resize ms',
      'baseline ms',
      'ingest ms',
      'ratio',
      'target',
      'baseline cpu ms',
      'ingest cpu ms',
      'cpu ratio',
    ],
  ];
  for (const label of [...groups.map((g) => g.label), 'all']) {
    const baseline = medianOf(label, 'baseline', 'wallMs');
    const ingest = medianOf(label, 'ingest', 'wallMs');
    const ratio = ingest / baseline;
    const baselineCpu = medianOf(label, 'baseline', 'cpuMs');
    const ingestCpu = medianOf(label, 'ingest', 'cpuMs');
    rows.push([
      label,
      medianOf(label, 'decodeOnly', 'wallMs').toFixed(1),
      baseline.toFixed(1),
      ingest.toFixed(1),
      ratio.toFixed(2),
      label === 'all' ? `≤ ${TARGET_RATIO.toFixed(1)} ${targetMark(ratio <= TARGET_RATIO)}` : '',
      baselineCpu.toFixed(1),
      ingestCpu.toFixed(1),
      (ingestCpu / baselineCpu).toFixed(2),
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
      'ratio = per-image wall time, the figure the target is set on; cpu ratio = processor time',
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
    const work = Array.from({ length: 2 }, () => files).flat();
    const poolRate = await imagesPerSecond(work, inFlight, (f) => pool.render(f));
    const baselineRate = await imagesPerSecond(work, inFlight, oneRendition);
    const ratio = baselineRate / poolRate;
    console.log(
      [
        '',
        formatTable(
          [
            [`throughput (${threads} cores, ${inFlight} in flight)`, 'images/s', 'cost ratio'],
            ['baseline, in-process', baselineRate.toFixed(1), '1.00'],
            [`ingest, worker pool (${threads} threads)`, poolRate.toFixed(1), ratio.toFixed(2)],
          ],
          [false, true, true],
        ),
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
