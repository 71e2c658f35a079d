import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
import { formatSpread, interleavedRounds, type Round, spread } from '../lib/interleave';
import { watchLoadAverage } from '../lib/load-average';
import { sized } from '../lib/quick';
import { formatTable, targetMark } from '../lib/table';
import { DESIGN, sampleLogo } from '../render/design';
import { CLIP, makeSampleClip } from '../render/sample-clip';
import { median } from '../render/stats';

// Enough jobs that per-job costs dominate start-up; a round takes a second or two.
const JOBS = sized(2000, 100);
const CONCURRENCY = 4;
// The baseline and ours take turns, which goes first alternating (bench/lib/interleave.ts): a
// render varies by a few percent run to run on a shared machine, and so does Redis.
const QUEUE_ROUNDS = sized(5, 1);
const RENDER_ROUNDS = sized(5, 1);
const QUEUE_TARGET = 1.5;
const RENDER_TARGET = 1.05;
const RENDER_TIMEOUT_MS = 10 * 60 * 1000;

type BenchJobs = { noop: { n: number }; render: { round: number } };
/** One side of a round: ms (per job, or per render) by the name of the way it ran. */
type Times = Record<string, number>;
const quiet = { error() {}, warn() {} };

/**
 * The job runner's cost. (1) Overhead per job: 2,000 empty jobs enqueued one by one and run four
 * at a time, through our BullMQ engine against bare BullMQ (a Queue and a Worker with a no-op
 * processor) on the same Redis, rounds alternating. (2) A 15 s 720p video render through the
 * queue against calling the render directly. The embedded engine's figures are shown beside.
 */
export async function run(): Promise<void> {
  const load = watchLoadAverage();
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

    const turns = redisUrl ? 'bare BullMQ and ours taking turns' : 'ours only';
    progress(`${QUEUE_ROUNDS} rounds of ${JOBS} empty jobs, ${turns}`);
    const perJob = await interleavedRounds(
      async (): Promise<Times> =>
        redisUrl ? { 'bare BullMQ': await bareBullmq(redisUrl, `${prefix}:bare`) } : {},
      async () => {
        const times: Times = {};
        for (const [name, make] of Object.entries(engines)) {
          const label = name === 'bullmq' ? 'ours, BullMQ' : 'ours, embedded (PGlite)';
          times[label] = await throughEngine(make());
        }
        return times;
      },
      QUEUE_ROUNDS,
    );

    progress(`generating a ${CLIP.durationS} s ${CLIP.height}p clip`);
    const input = await makeSampleClip(dir);
    const binaries = await defaultFfmpeg();
    const logo = await sampleLogo();
    let renders = 0;
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
    progress(`${RENDER_ROUNDS} rounds of the render, direct and through each engine in turns`);
    // Each way times itself: the render alone, or from the enqueue to the render's end.
    const renderMs = await interleavedRounds(
      async (): Promise<Times> => {
        const started = performance.now();
        await render(renders++);
        return { direct: performance.now() - started };
      },
      async () => {
        const times: Times = {};
        for (const [name, make] of Object.entries(engines)) {
          const label = name === 'bullmq' ? 'through BullMQ' : 'through embedded';
          times[label] = await throughQueue(make(), renders++, render);
        }
        return times;
      },
      RENDER_ROUNDS,
    );

    report(perJob, renderMs, Boolean(redisUrl));
    console.log(load.line());
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

/** The names measured in the rounds, baseline first, each with its median and per-round ratio. */
function summarise(rounds: Round<Times>[], baseline: string) {
  const names = [
    ...Object.keys(rounds[0]?.baseline ?? {}),
    ...Object.keys(rounds[0]?.product ?? {}),
  ];
  return names.map((name) => {
    const timeIn = (r: Round<Times>) => r.baseline[name] ?? r.product[name] ?? Number.NaN;
    const ratios = rounds.map((r) => timeIn(r) / (r.baseline[baseline] ?? Number.NaN));
    return {
      name,
      median: median(rounds.map(timeIn)),
      ratio: name === baseline ? undefined : spread(ratios),
    };
  });
}

function report(perJob: Round<Times>[], renderMs: Round<Times>[], hasRedis: boolean) {
  const queueRows = [
    [
      `${JOBS} empty jobs, ${CONCURRENCY} at a time (median)`,
      'ms / job',
      'ratio (range)',
      'target',
    ],
  ];
  for (const { name, median: ms, ratio } of summarise(perJob, 'bare BullMQ')) {
    const isOurs = name === 'ours, BullMQ';
    queueRows.push([
      name,
      ms.toFixed(3),
      !hasRedis ? '' : ratio ? formatSpread(ratio) : '1.00',
      isOurs && ratio ? `≤ ${QUEUE_TARGET} ${targetMark(ratio.median <= QUEUE_TARGET)}` : '',
    ]);
  }
  const renderRows = [
    [
      `video render, ${CLIP.width}×${CLIP.height} ${CLIP.durationS} s (median)`,
      'wall s',
      'ratio (range)',
      'target',
    ],
  ];
  for (const { name, median: ms, ratio } of summarise(renderMs, 'direct')) {
    renderRows.push([
      name,
      (ms / 1000).toFixed(2),
      ratio ? formatSpread(ratio, 3) : '1.000',
      ratio ? `≤ ${RENDER_TARGET} ${targetMark(ratio.median <= RENDER_TARGET)}` : '',
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
      `medians of ${QUEUE_ROUNDS} and ${RENDER_ROUNDS} rounds, the baseline and ours taking turns; a ratio is the`,
      "         median of the rounds' ratios, in brackets their lowest and highest",
    ].join('\n'),
  );
}
