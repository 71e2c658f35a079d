import { availableParallelism } from 'node:os';
import { createImagePool } from '@stamp/server/src/adapters/media/image-pool';
import { registerCleanup } from '../lib/cleanup';
import { formatTable, targetMark } from '../lib/table';
import { DESIGN } from './design';
import type { SizeSet } from './image-latency';
import { cpuMsSince, median, record } from './stats';

const IN_FLIGHT = 16;
const POOL_THREADS = 2;
const TARGET_SCALING = 1.7;
// Serial and concurrent batches alternate, so a burst of other work on the machine lands on
// both rather than on one of them.
const ROUNDS = 5;

type Task = (original: Buffer) => Promise<unknown>;

/**
 * Watermarked downloads per second through the pool: 16 requests at once against the same 16 one
 * after another. With two threads on two cores the concurrent rate should approach twice the
 * serial one. "cores busy" (process CPU time over wall time, worker threads included) tells a
 * shortfall's cause apart: a render that already spreads over both cores alone, or cores that
 * other processes on the machine are holding.
 */
export async function printThroughput(sizes: SizeSet[], logo: Buffer): Promise<void> {
  const pool = createImagePool({ maxThreads: POOL_THREADS });
  const closePool = registerCleanup(() => pool.close());
  const rows = [
    [
      `watermarked, pool of ${POOL_THREADS} on ${availableParallelism()} cores`,
      'serial /s',
      `${IN_FLIGHT} at once /s`,
      'scaling',
      'target',
      'cores busy serial',
      `cores busy ${IN_FLIGHT}`,
    ],
  ];
  try {
    for (const size of sizes) {
      console.error(`render: throughput of ${size.label} through the pool`);
      const work = Array.from({ length: IN_FLIGHT }, (_, i) => size.files[i % size.files.length]);
      const task: Task = (original) =>
        pool.renderDownload({ original, settings: DESIGN, logo, watermark: true });
      // Both threads started (tsx, fonts) and warm before the clock runs.
      await runConcurrently(work.slice(0, POOL_THREADS * 2) as Buffer[], POOL_THREADS * 2, task);
      const rate: Record<string, number[]> = {};
      const busy: Record<string, number[]> = {};
      for (let round = 0; round < ROUNDS; round++) {
        for (const [mode, inFlight] of [
          ['serial', 1],
          ['concurrent', IN_FLIGHT],
        ] as const) {
          const cpuBefore = process.cpuUsage();
          const started = performance.now();
          await runConcurrently(work as Buffer[], inFlight, task);
          const wallMs = performance.now() - started;
          record(rate, mode, work.length / (wallMs / 1000));
          record(busy, mode, cpuMsSince(cpuBefore) / wallMs);
        }
      }
      const serial = median(rate.serial ?? []);
      const concurrent = median(rate.concurrent ?? []);
      const scaling = concurrent / serial;
      rows.push([
        size.label,
        serial.toFixed(2),
        concurrent.toFixed(2),
        `${scaling.toFixed(2)}×`,
        `≥ ${TARGET_SCALING} ${targetMark(scaling >= TARGET_SCALING)}`,
        median(busy.serial ?? []).toFixed(2),
        median(busy.concurrent ?? []).toFixed(2),
      ]);
    }
  } finally {
    await closePool();
  }
  console.log(
    [
      '',
      formatTable(rows, [false, true, true, true, false, true, true]),
      `median of ${ROUNDS} alternating rounds of ${IN_FLIGHT} renders each`,
    ].join('\n'),
  );
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
