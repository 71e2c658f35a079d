import { availableParallelism, loadavg } from 'node:os';
import {
  drawDesignLayer,
  renderImageDownload,
} from '@stamp/server/src/adapters/media/download-render';
import { createImagePool } from '@stamp/server/src/adapters/media/image-pool';
import { sampleImage } from '@stamp/server/src/adapters/media/test-media';
import { registerCleanup } from '../lib/cleanup';
import { formatTable, targetMark } from '../lib/table';
import { decodeAndEncodePng } from './baseline';
import { DESIGN, sampleLogo } from './design';
import { median, record } from './stats';

const SIZES = [
  { label: '1080×1080', width: 1080, height: 1080, seeds: 3, rounds: 5 },
  { label: '3840×2160', width: 3840, height: 2160, seeds: 2, rounds: 4 },
] as const;
const TARGET_RATIO = 1.3;
const IN_FLIGHT = 16;
const POOL_THREADS = 2;
const TARGET_SCALING = 1.7;

type Task = (original: Buffer) => Promise<unknown>;

export async function runImageRender(progress: (step: string) => void): Promise<void> {
  const logo = await sampleLogo();
  const render =
    (watermark: boolean): Task =>
    (original) =>
      renderImageDownload({ original, settings: DESIGN, logo, watermark });
  const tasks: Record<string, Task> = {
    baseline: decodeAndEncodePng,
    clean: render(false),
    watermarked: render(true),
  };

  const originals = new Map<string, Buffer[]>();
  for (const size of SIZES) {
    progress(`generating ${size.seeds} ${size.label} JPEG originals`);
    const files: Buffer[] = [];
    for (let seed = 0; seed < size.seeds; seed++) {
      files.push(await sampleImage(size.width, size.height, 'jpeg', seed));
    }
    originals.set(size.label, files);
  }

  progress('warm-up');
  for (const files of originals.values()) {
    for (const task of Object.values(tasks)) await task(files[0] as Buffer);
  }

  const [load] = loadavg();
  progress(
    `per-image time, one at a time, in-process (1-min load average ${load?.toFixed(1)} on ` +
      `${availableParallelism()} cores)`,
  );
  const rows = [
    [
      'download render (median)',
      'baseline ms',
      'clean ms',
      'ratio',
      'watermarked ms',
      'ratio',
      'target',
      'cpu ratio (wm)',
      'layer ms (wm)',
      'PNG KB base/wm',
    ],
  ];
  for (const size of SIZES) {
    const files = originals.get(size.label) ?? [];
    const { wall, cpu } = await timeInterleaved(files, size.rounds, tasks);
    const base = wall('baseline');
    const cleanRatio = wall('clean') / base;
    const markedRatio = wall('watermarked') / base;
    const worst = Math.max(cleanRatio, markedRatio);
    const layerMs = await timeLayer(size.width, size.height, logo);
    const [basePng, markedPng] = await Promise.all([
      decodeAndEncodePng(files[0] as Buffer),
      tasks.watermarked?.(files[0] as Buffer) as Promise<{ png: Buffer }>,
    ]);
    rows.push([
      size.label,
      base.toFixed(0),
      wall('clean').toFixed(0),
      cleanRatio.toFixed(2),
      wall('watermarked').toFixed(0),
      markedRatio.toFixed(2),
      `≤ ${TARGET_RATIO} ${targetMark(worst <= TARGET_RATIO)}`,
      (cpu('watermarked') / cpu('baseline')).toFixed(2),
      layerMs.toFixed(0),
      `${(basePng.length / 1024).toFixed(0)}/${(markedPng.png.length / 1024).toFixed(0)}`,
    ]);
  }
  console.log(
    [
      '',
      formatTable(rows, [false, true, true, true, true, true, false, true, true, true]),
      'baseline = sharp decode of the JPEG + PNG encode with the download options, nothing drawn',
      'clean / watermarked = renderImageDownload: strip banner + logo (+ watermark), composited,',
      '           same PNG encode; ratio = median wall time against the baseline in the same run',
      'layer ms = drawing the design layer alone on @napi-rs/canvas (part of the render)',
    ].join('\n'),
  );

  progress(`throughput through the worker pool (${POOL_THREADS} threads)`);
  await printThroughput(originals, logo);
}

/** Median wall and process CPU ms of each task; tasks take turns on each file, round by round. */
async function timeInterleaved(files: Buffer[], rounds: number, tasks: Record<string, Task>) {
  const wall: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  for (let round = 0; round < rounds; round++) {
    for (const file of files) {
      for (const [name, task] of Object.entries(tasks)) {
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        await task(file);
        record(wall, name, performance.now() - started);
        const used = process.cpuUsage(cpuBefore);
        record(cpu, name, (used.user + used.system) / 1000);
      }
    }
  }
  return {
    wall: (task: string) => median(wall[task] ?? []),
    cpu: (task: string) => median(cpu[task] ?? []),
  };
}

async function timeLayer(width: number, height: number, logo: Buffer): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const canvas = await drawDesignLayer({
      width,
      height,
      settings: DESIGN,
      logo,
      watermark: true,
    });
    canvas.data();
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * Downloads per second through the pool: 16 requests at once against the same 16 one after
 * another. With two threads on two cores the concurrent rate should approach twice the serial
 * one; what it falls short by is what a single render already spreads over both cores (libvips
 * threads) or what the threads contend for.
 */
async function printThroughput(originals: Map<string, Buffer[]>, logo: Buffer): Promise<void> {
  const pool = createImagePool({ maxThreads: POOL_THREADS });
  const closePool = registerCleanup(() => pool.close());
  const rows = [
    [
      `throughput (${availableParallelism()} cores, pool of ${POOL_THREADS})`,
      'serial /s',
      `${IN_FLIGHT} at once /s`,
      'scaling',
      'target',
    ],
  ];
  try {
    for (const [label, files] of originals) {
      const work = Array.from({ length: IN_FLIGHT }, (_, i) => files[i % files.length] as Buffer);
      const task = (original: Buffer) =>
        pool.renderDownload({ original, settings: DESIGN, logo, watermark: true });
      // Both threads started (tsx, fonts) and warm before the clock runs.
      await runConcurrently(work.slice(0, POOL_THREADS * 2), POOL_THREADS * 2, task);
      const serial = await perSecond(work, 1, task);
      const concurrent = await perSecond(work, IN_FLIGHT, task);
      const scaling = concurrent / serial;
      rows.push([
        `${label} watermarked`,
        serial.toFixed(2),
        concurrent.toFixed(2),
        `${scaling.toFixed(2)}×`,
        `≥ ${TARGET_SCALING} ${targetMark(scaling >= TARGET_SCALING)}`,
      ]);
    }
  } finally {
    await closePool();
  }
  console.log(`\n${formatTable(rows, [false, true, true, true, false])}`);
}

async function perSecond(files: Buffer[], inFlight: number, task: Task): Promise<number> {
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
