import { availableParallelism } from 'node:os';
import { createImagePool } from '@stamp/server/src/adapters/media/image-pool';
import { registerCleanup } from '../lib/cleanup';
import { sized } from '../lib/quick';
import { formatTable, targetMark } from '../lib/table';
import { DESIGN } from './design';
import type { SizeSet } from './image-latency';
import { cpuMsSince, median, record } from './stats';

const IN_FLIGHT = 16;
// The concurrent run keeps 16 in flight for this many renders; its rate is read up to the moment
// the last one starts (below), so the final drain, when fewer than 16 remain, is not counted.
const CONCURRENT_RENDERS = IN_FLIGHT * sized(4, 2);
const SERIAL_RENDERS = sized(IN_FLIGHT, 2);
const POOL_THREADS = 2;
const TARGET_SCALING = 1.7;
// Serial and concurrent runs alternate, so a burst of other work on the machine lands on both
// rather than on one of them.
const ROUNDS = sized(5, 1);

type Task = (original: Buffer) => Promise<unknown>;

/**
 * Watermarked downloads per second through the pool: a steady 16 requests in flight (each lane
 * sends its next as soon as one is answered, as 16 busy clients would) against one request at a
 * time. With two threads on two cores the concurrent rate should approach twice the serial one.
 *
 * The concurrent rate counts the renders finished while all 16 lanes were still busy, over the
 * time until the last one was sent: a batch of 16 measured to its last answer would include a
 * drain in which one render, single-threaded in its PNG encode, runs alone on two cores, which
 * is the batch's shape, not the server's throughput. "cores busy" (process CPU time over wall
 * time, worker threads included) tells a shortfall's cause apart: a render that already spreads
 * over both cores alone, or cores that other processes on the machine are holding.
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
    // Each size twice: one saved design throughout, as a member's series of downloads (its layer
    // drawn once, then from the thread's cache), and a new design every render, as many members'
    // first downloads would be. The target is the first's; the second shows what the cache buys.
    let designs = 0;
    const variants = sizes.flatMap((size) => [
      { size, newDesignEach: false },
      { size, newDesignEach: true },
    ]);
    for (const { size, newDesignEach } of variants) {
      const label = newDesignEach ? `${size.label}, a new design each` : size.label;
      console.error(`render: throughput of ${label} through the pool`);
      const files = (count: number) =>
        Array.from({ length: count }, (_, i) => size.files[i % size.files.length] as Buffer);
      const settings = () =>
        newDesignEach ? { ...DESIGN, bannerText: `${DESIGN.bannerText} · ${++designs}` } : DESIGN;
      const task: Task = (original) =>
        pool.renderDownload({ original, settings: settings(), logo, watermark: true });
      // Both threads started (tsx, fonts) and warm before the clock runs.
      await runLanes(files(POOL_THREADS * 2), POOL_THREADS * 2, task);
      const rate: Record<string, number[]> = {};
      const busy: Record<string, number[]> = {};
      const measure = async (mode: 'serial' | 'concurrent') => {
        const [renders, inFlight] =
          mode === 'serial' ? [SERIAL_RENDERS, 1] : [CONCURRENT_RENDERS, IN_FLIGHT];
        const { finished, lastSentMs, cpuMs } = await runLanes(files(renders), inFlight, task);
        record(rate, mode, finished / (lastSentMs / 1000));
        record(busy, mode, cpuMs / lastSentMs);
      };
      // Serial, then each round concurrent and serial again: every concurrent run is compared
      // with the serial runs either side of it, so a slower minute of the machine cancels out.
      await measure('serial');
      const scalings: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await measure('concurrent');
        await measure('serial');
        const serialAround = ((rate.serial?.[round] ?? 0) + (rate.serial?.[round + 1] ?? 0)) / 2;
        scalings.push((rate.concurrent?.[round] ?? 0) / serialAround);
      }
      const serial = median(rate.serial ?? []);
      const concurrent = median(rate.concurrent ?? []);
      const scaling = median(scalings);
      rows.push([
        label,
        serial.toFixed(2),
        concurrent.toFixed(2),
        `${scaling.toFixed(2)}× (${Math.min(...scalings).toFixed(2)}–${Math.max(...scalings).toFixed(2)})`,
        newDesignEach
          ? '(for reference)'
          : `≥ ${TARGET_SCALING} ${targetMark(scaling >= TARGET_SCALING)}`,
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
      `${SERIAL_RENDERS} renders one at a time and ${CONCURRENT_RENDERS} with ${IN_FLIGHT} in flight ` +
        '(counted until the last is sent), taking turns;',
      '           scaling = each concurrent rate over the serial rates either side of it,',
      `           median (and range) of ${ROUNDS} rounds`,
    ].join('\n'),
  );
}

interface LaneRun {
  /** Renders finished by the time the last one was sent (all of them when one lane runs). */
  finished: number;
  /** Milliseconds from the start until the last render was sent (or finished, for one lane). */
  lastSentMs: number;
  /** CPU milliseconds of this process, worker threads included, over the same time. */
  cpuMs: number;
}

/**
 * `inFlight` lanes, each sending its next render as soon as its last one is answered, until
 * `files` are all sent. With one lane the clock runs to the last answer.
 */
async function runLanes(files: Buffer[], inFlight: number, task: Task): Promise<LaneRun> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const now = (finished: number): LaneRun => ({
    finished,
    lastSentMs: performance.now() - started,
    cpuMs: cpuMsSince(cpuBefore),
  });
  let next = 0;
  let finished = 0;
  let lastSent: LaneRun | null = null;
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++] as Buffer;
      if (next === files.length && inFlight > 1) lastSent = now(finished);
      await task(file);
      finished++;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return lastSent ?? now(finished);
}
