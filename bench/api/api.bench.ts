import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerCleanup } from '../lib/cleanup';
import { freePort } from '../lib/free-port';
import { interleavedRounds, type Round, spread } from '../lib/interleave';
import { type LoadResult, measureLoad } from '../lib/load';
import { watchLoadAverage } from '../lib/load-average';
import { ChildFailedError, spawnNode, waitForOk } from '../lib/node-process';
import { sized } from '../lib/quick';
import { residentMemoryBytes } from '../lib/resident-memory';
import { formatTable, targetMark } from '../lib/table';
import { createScratchDatabase } from './scratch-postgres';
import { checkGetUser, signUp, spawnStampServer, waitForHealthy } from './stamp-server';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BARE_SERVER = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
// The first start runs initdb and the migrations (4.5–7 s on PGlite per docs/STACK notes).
const FIRST_START_TIMEOUT_MS = 120_000;
const RESTART_TIMEOUT_MS = 60_000;
const MB = 1024 * 1024;
// Rounds of each side, in turns, and each round's measured seconds (after its own warm-up).
const ROUNDS = sized(Number(process.env.BENCH_ROUNDS ?? 5), 1);
const ROUND_S = sized(4, 1);

/** Targets from the issue; undefined means the figure is printed for information only. */
interface Targets {
  getUserRatio: number;
  rssMb?: number;
  startS?: number;
}

interface Engine {
  label: string;
  /** What the restart finds already there: the start-up figure is measured on it. */
  existing: 'data dir' | 'database';
  env: Record<string, string>;
  targets: Targets;
}

/** PGlite always; PostgreSQL too when a server to create a scratch database on is given. */
export async function run(): Promise<void> {
  await benchEngine({
    label: 'PGlite',
    existing: 'data dir',
    env: {},
    targets: { getUserRatio: 0.5, rssMb: 400, startS: 3 },
  });

  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log(
      '\napi (PostgreSQL): skipped; set BENCH_DATABASE_URL or TEST_DATABASE_URL to run it',
    );
    return;
  }
  const redisUrl = process.env.REDIS_URL;
  const database = await createScratchDatabase(adminUrl);
  const dropDatabase = registerCleanup(database.drop);
  try {
    await benchEngine({
      label: redisUrl ? 'PostgreSQL + Redis' : 'PostgreSQL',
      existing: 'database',
      env: { DATABASE_URL: database.url, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
      targets: { getUserRatio: 0.6 },
    });
  } finally {
    await dropDatabase();
  }
}

async function benchEngine(engine: Engine): Promise<void> {
  const progress = (step: string) => console.error(`api (${engine.label}): ${step}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stamp-bench-'));
  const removeDataDir = registerCleanup(() => rm(dataDir, { recursive: true, force: true }));
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Loading the demo catalog in the background would load the CPU under the measurement.
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      ...engine.env,
    };

    progress('first start (creates the database)');
    const first = spawnStampServer(REPO_ROOT, env);
    let firstExit: number | null;
    try {
      await waitForHealthy(first, baseUrl, FIRST_START_TIMEOUT_MS);
    } finally {
      firstExit = await first.stop();
    }
    if (firstExit !== 0) {
      throw new ChildFailedError(`the server exited with ${firstExit} after SIGTERM`, first);
    }

    progress(`restart on the existing ${engine.existing}`);
    const server = spawnStampServer(REPO_ROOT, env);
    try {
      const startMs = await waitForHealthy(server, baseUrl, RESTART_TIMEOUT_MS);
      const cookie = await signUp(baseUrl);
      await checkGetUser(baseUrl, cookie);

      const load = watchLoadAverage();
      progress('load: GET /api/health');
      const health = await measureLoad(`${baseUrl}/api/health`);
      progress(`load: bare fastify and GET /api/v1/user/get-user, ${ROUNDS} rounds taking turns`);
      const rounds = await withBareFastify((bareUrl) =>
        interleavedRounds(
          () => measureLoad(bareUrl, {}, ROUND_S),
          () => measureLoad(`${baseUrl}/api/v1/user/get-user`, { cookie }, ROUND_S),
          ROUNDS,
        ),
      );
      // Read before stopping: this is the memory a server holds right after serving the load.
      const rssBytes = await residentMemoryBytes(server.pid);
      printReport(engine, { rounds, health }, rssBytes, startMs, load.line());
    } finally {
      await server.stop();
    }
  } finally {
    await removeDataDir();
  }
}

/**
 * The baseline every API benchmark divides by: a bare Fastify hello route in its own process,
 * kept up while `measure` runs so it can take turns with the product.
 */
export async function withBareFastify<T>(measure: (url: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const bare = spawnNode(['--import', 'tsx', BARE_SERVER], REPO_ROOT, { PORT: String(port) });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitForOk(bare, url, RESTART_TIMEOUT_MS);
    return await measure(url);
  } finally {
    await bare.stop();
  }
}

function printReport(
  engine: Engine,
  loads: { rounds: Round<LoadResult>[]; health: LoadResult },
  rssBytes: number | undefined,
  startMs: number,
  loadLine: string,
): void {
  const { targets } = engine;
  const ratios = spread(loads.rounds.map((r) => r.product.reqPerSec / r.baseline.reqPerSec));
  const bare = spread(loads.rounds.map((r) => r.baseline.reqPerSec));
  const getUser = spread(loads.rounds.map((r) => r.product.reqPerSec));
  const bareP99 = spread(loads.rounds.map((r) => r.baseline.p99Ms)).median;
  const getUserP99 = spread(loads.rounds.map((r) => r.product.p99Ms)).median;
  const range = `${ratios.min.toFixed(2)}–${ratios.max.toFixed(2)}`;
  const table = formatTable(
    [
      [`api (${engine.label})`, 'req/s', 'p99 ms', 'ratio', 'range', 'target'],
      ['bare fastify', bare.median.toFixed(0), formatMs(bareP99), '1.00', '', ''],
      [
        'GET /api/health (once)',
        loads.health.reqPerSec.toFixed(0),
        formatMs(loads.health.p99Ms),
        (loads.health.reqPerSec / bare.median).toFixed(2),
        '',
        '',
      ],
      [
        'GET /api/v1/user/get-user',
        getUser.median.toFixed(0),
        formatMs(getUserP99),
        ratios.median.toFixed(2),
        range,
        `≥ ${targets.getUserRatio.toFixed(2)} ${targetMark(ratios.median >= targets.getUserRatio)}`,
      ],
    ],
    [false, true, true, true, false, false],
  );

  const rssMb = rssBytes === undefined ? undefined : rssBytes / MB;
  const rssText = rssMb === undefined ? 'n/a (no /proc)' : `${rssMb.toFixed(0)} MB`;
  const rssTarget =
    targets.rssMb === undefined
      ? '(informational)'
      : `(target ≤ ${targets.rssMb} MB ${rssMb === undefined ? '?' : targetMark(rssMb <= targets.rssMb)})`;
  const startS = startMs / 1000;
  const startTarget =
    targets.startS === undefined
      ? '(informational)'
      : `(target ≤ ${targets.startS} s ${targetMark(startS <= targets.startS)})`;

  console.log(
    [
      '',
      table,
      `req/s and p99 are medians of ${loads.rounds.length} rounds, bare Fastify and get-user taking turns; ` +
        'ratio is the median of the per-round ratios, range their lowest and highest',
      `server RSS after load: ${rssText} ${rssTarget}`,
      `start to first healthy answer (existing ${engine.existing}): ${startS.toFixed(2)} s ${startTarget}`,
      loadLine,
    ].join('\n'),
  );
}

// autocannon's latency histogram has whole-millisecond resolution: 0 means under 1 ms.
function formatMs(ms: number): string {
  return ms < 1 ? '<1' : ms.toFixed(0);
}
