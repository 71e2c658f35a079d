import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { defaultFfmpeg } from '@stamp/server/src/adapters/media/ffmpeg';
import { renderVideoDownload } from '@stamp/server/src/adapters/media/video-download';
import { openDatabase } from '@stamp/server/src/db/client';
import { createBullmqEngine } from '@stamp/server/src/jobs/bullmq-engine';
import { createEmbeddedEngine } from '@stamp/server/src/jobs/embedded-engine';
import { type JobEngine, type JobPolicy, jobDone } from '@stamp/server/src/jobs/job-types';
import { newId } from '@stamp/server/src/lib/ids';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { registerCleanup } from '../lib/cleanup';
import { formatTable, targetMark } from '../lib/table';
import { DESIGN, sampleLogo } from '../render/design';
import { CLIP, makeSampleClip } from '../render/sample-clip';
import { median } from '../render/stats';

// Enough jobs that per-job costs dominate start-up; a round takes a second or two.
const JOBS = 2000;
const CONCURRENCY = 4;
const QUEUE_ROUNDS = 5;
// A render varies by a few percent run to run on a shared machine: five rounds, the order
// rotated each round so no way of running it always goes first.
const RENDER_ROUNDS = 5;
const QUEUE_TARGET = 1.5;
const RENDER_TARGET = 1.05;
const RENDER_TIMEOUT_MS = 10 * 60 * 1000;

type BenchJobs = { noop: { n: number }; render: { round: number } };
const quiet = { error() {}, warn() {} };

/**
 * The job runner's cost. (1) Overhead per job: 2,000 empty jobs enqueued one by one and run four
 * at a time, through our BullMQ engine against bare BullMQ (a Queue and a Worker with a no-op
 * processor) on the same Redis, rounds alternating. (2) A 15 s 720p video render through the
 * queue against calling the render directly. The embedded engine's figures are shown beside.
 */
export async function run(): Promise<void> {
  const progress = (step: string) => console.error(`jobs: ${step}`);
  const redisUrl = process.env.BENCH_REDIS_URL || process.env.REDIS_URL;
  const dir = await mkdtemp(path.join(tmpdir(), 'stamp-bench-jobs-'));
  const removeDir = registerCleanup(() => rm(dir, { recursive: true, force: true }));
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  const closeDatabase = registerCleanup(() => database.close());
  const prefix = `stamp-bench-jobs-${newId()}`;
  const redis = redisUrl ? new Redis(redisUrl) : null;
  const dropKeys = registerCleanup(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  try {
    const policies: Record<keyof BenchJobs, JobPolicy> = {
      noop: { attempts: 1, backoffMs: 100, timeoutMs: 60_000, concurrency: CONCURRENCY },
      render: { attempts: 1, backoffMs: 100, timeoutMs: RENDER_TIMEOUT_MS, concurrency: 1 },
    };
    const engines: Record<string, () => JobEngine<BenchJobs>> = {
      embedded: () =>
        createEmbeddedEngine<BenchJobs>({
          db: database.db,
          policies,
          timeZone: 'UTC',
          pollMs: 50,
          log: quiet,
        }),
    };
    if (redisUrl) {
      engines.bullmq = () =>
        createBullmqEngine<BenchJobs>({
          redisUrl,
          prefix: `${prefix}:ours`,
          policies,
          timeZone: 'UTC',
          log: quiet,
        });
    } else {
      progress('no REDIS_URL (or BENCH_REDIS_URL): BullMQ figures and their target skipped');
    }

    const [load] = loadavg();
    progress(
      `${QUEUE_ROUNDS} rounds of ${JOBS} empty jobs (1-min load average ${load?.toFixed(1)})`,
    );
    const perJob: Record<string, number[]> = {};
    for (let round = 0; round < QUEUE_ROUNDS; round++) {
      if (redisUrl) record(perJob, 'bare BullMQ', await bareBullmq(redisUrl, `${prefix}:bare`));
      for (const [name, make] of Object.entries(engines)) {
        record(
          perJob,
          name === 'bullmq' ? 'ours, BullMQ' : 'ours, embedded (PGlite)',
          await throughEngine(make()),
        );
      }
    }

    progress(`generating a ${CLIP.durationS} s ${CLIP.height}p clip`);
    const input = await makeSampleClip(dir);
    const binaries = await defaultFfmpeg();
    const logo = await sampleLogo();
    const render = async (round: number, signal?: AbortSignal) => {
      const workDir = path.join(dir, `work-${round}-${newId()}`);
      await mkdir(workDir, { recursive: true });
      await renderVideoDownload({
        binaries,
        input,
        output: path.join(workDir, 'out.mp4'),
        workDir,
        settings: DESIGN,
        logo,
        watermark: false,
        timeoutMs: RENDER_TIMEOUT_MS,
        ...(signal ? { signal } : {}),
      });
    };
    progress(`${RENDER_ROUNDS} rounds of the render, direct and through each engine`);
    const renderMs: Record<string, number[]> = {};
    // Each way times itself: the render alone, or from the enqueue to the render's end.
    const ways: Record<string, (round: number) => Promise<number>> = {
      direct: async (round) => {
        const started = performance.now();
        await render(round);
        return performance.now() - started;
      },
    };
    for (const [name, make] of Object.entries(engines)) {
      ways[name === 'bullmq' ? 'through BullMQ' : 'through embedded'] = (round) =>
        throughQueue(make(), round, render);
    }
    const names = Object.keys(ways);
    for (let round = 0; round < RENDER_ROUNDS; round++) {
      for (let i = 0; i < names.length; i++) {
        const name = names[(round + i) % names.length] as string;
        record(renderMs, name, (await ways[name]?.(round)) ?? Number.NaN);
      }
    }

    report(perJob, renderMs, Boolean(redisUrl));
  } finally {
    await dropKeys();
    await closeDatabase();
    await removeDir();
  }
}

/** ms per job: enqueue JOBS no-op jobs one by one, until all have run. */
async function bareBullmq(redisUrl: string, prefix: string): Promise<number> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const name = `bare-${newId()}`;
  const queue = new Queue(name, { connection, prefix });
  let ran = 0;
  let allDone: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allDone = resolve;
  });
  const worker = new Worker(
    name,
    async () => {
      ran += 1;
      if (ran === JOBS) allDone();
    },
    { connection, prefix, concurrency: CONCURRENCY },
  );
  await worker.waitUntilReady();
  const started = performance.now();
  for (let n = 0; n < JOBS; n++) {
    await queue.add(name, { n }, { jobId: `k-${n}`, removeOnComplete: { age: 3600 } });
  }
  await done;
  const ms = (performance.now() - started) / JOBS;
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await connection.quit();
  return ms;
}

/** One render enqueued on a fresh engine and run by it: from the enqueue to the render's end. */
async function throughQueue(
  engine: JobEngine<BenchJobs>,
  round: number,
  render: (round: number, signal?: AbortSignal) => Promise<void>,
): Promise<number> {
  let finished: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  await engine.start({
    noop: { run: async () => jobDone() },
    render: {
      async run(job) {
        await render(job.data.round, job.signal);
        finished();
        return jobDone();
      },
    },
  });
  const started = performance.now();
  await engine.enqueue('render', { round }, { key: `render-${round}-${newId()}` });
  await done;
  const ms = performance.now() - started;
  await engine.close();
  return ms;
}

async function throughEngine(engine: JobEngine<BenchJobs>): Promise<number> {
  let ran = 0;
  let allDone: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allDone = resolve;
  });
  await engine.start({
    noop: {
      async run() {
        ran += 1;
        if (ran === JOBS) allDone();
        return jobDone();
      },
    },
    render: { run: async () => jobDone() },
  });
  const batch = newId();
  const started = performance.now();
  for (let n = 0; n < JOBS; n++) {
    await engine.enqueue('noop', { n }, { key: `${batch}-${n}` });
  }
  await done;
  const ms = (performance.now() - started) / JOBS;
  await engine.close();
  return ms;
}

function record(into: Record<string, number[]>, name: string, value: number) {
  const list = into[name] ?? [];
  list.push(value);
  into[name] = list;
}

function report(
  perJob: Record<string, number[]>,
  renderMs: Record<string, number[]>,
  hasRedis: boolean,
) {
  const bare = median(perJob['bare BullMQ'] ?? []);
  const queueRows = [
    [`${JOBS} empty jobs, ${CONCURRENCY} at a time (median)`, 'ms / job', 'ratio', 'target'],
  ];
  for (const [name, values] of Object.entries(perJob)) {
    const ms = median(values);
    const isOurs = name === 'ours, BullMQ';
    const ratio = hasRedis ? ms / bare : Number.NaN;
    queueRows.push([
      name,
      ms.toFixed(3),
      hasRedis ? ratio.toFixed(2) : '',
      isOurs ? `≤ ${QUEUE_TARGET} ${targetMark(ratio <= QUEUE_TARGET)}` : '',
    ]);
  }
  const direct = median(renderMs.direct ?? []);
  const renderRows = [
    [
      `video render, ${CLIP.width}×${CLIP.height} ${CLIP.durationS} s (median)`,
      'wall s',
      'ratio',
      'target',
    ],
  ];
  for (const [name, values] of Object.entries(renderMs)) {
    const ms = median(values);
    const ratio = ms / direct;
    renderRows.push([
      name,
      (ms / 1000).toFixed(2),
      ratio.toFixed(3),
      name === 'direct' ? '' : `≤ ${RENDER_TARGET} ${targetMark(ratio <= RENDER_TARGET)}`,
    ]);
  }
  console.log(
    [
      '',
      formatTable(queueRows, [false, true, true, false]),
      'ms / job = from the first enqueue to the last job run, over the number of jobs; enqueues',
      '           are awaited one by one, as a request queues its job',
      'bare BullMQ = a Queue and a Worker with a no-op processor on the same Redis',
      '',
      formatTable(renderRows, [false, true, true, false]),
      'direct = renderVideoDownload called in this process; through = enqueued, then run by the',
      '         engine in this process (claim, lease or lock renewal, outcome written)',
    ].join('\n'),
  );
}
