import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  ensureServerBuilt,
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
  WORKER_ENTRY,
} from '../../build/build-server';
import { newId } from '../../src/lib/ids';
import { startS3Server } from '../../src/test/s3-server';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
export const OPERATOR = { email: 'ops@cluster.test', password: 'operator password' };

export interface StampProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** The tail of what it printed, for a failure message. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

/**
 * A deployment as an operator scaling out would run it: API processes and workers as separate
 * operating-system processes (`node apps/server/src/main.ts` and `worker.ts`, as `npm run serve`
 * and `npm run worker` start them), all on one PostgreSQL database, one Redis (under a prefix
 * of its own) and one S3 bucket (s3rver).
 */
export async function startCluster() {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const redisUrl = process.env.REDIS_URL as string;
  const id = newId();
  const dbName = `stamp_cluster_${id}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;
  const s3 = await startS3Server('stamp-cluster');
  const redisPrefix = `stamp-cluster-${id}`;
  const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'stamp-cluster-'));
  const db = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4 });
  const redis = new Redis(redisUrl);
  const processes: StampProcess[] = [];

  const baseEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    S3_ENDPOINT: s3.options.endpoint,
    S3_REGION: s3.options.region,
    S3_BUCKET: s3.options.bucket,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    // What every process must share to accept each other's cookies and signed links.
    APP_SECRET: `cluster-secret-${id}-0123456789abcdef`,
    PAYMENTS_SANDBOX: 'true',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: OPERATOR.email,
    ADMIN_PASSWORD: OPERATOR.password,
    // A dead worker's job is taken over after this long (30 s in production).
    JOB_LEASE_MS: '3000',
    METRICS_TOKEN: `cluster-metrics-${id}`,
  };

  async function start(
    name: string,
    role: 'api' | 'worker',
    env: Record<string, string> = {},
  ): Promise<StampProcess> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    await ensureServerBuilt();
    const entry = role === 'api' ? SERVER_ENTRY : WORKER_ENTRY;
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
      cwd: ROOT,
      env: {
        ...baseEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: path.join(dataRoot, name),
        // A worker has no port to probe: it says "jobs running" in its log (info).
        ...(role === 'api' ? { JOBS: 'off' } : { LOG_LEVEL: 'info' }),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-8000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const started: StampProcess = { name, url, child, output: () => output, exited };
    processes.push(started);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited at start:\n${output}`);
      const ready =
        role === 'api'
          ? await fetch(`${url}/api/ready`)
              .then((r) => r.ok)
              .catch(() => false)
          : output.includes('jobs running');
      if (ready) return started;
      if (Date.now() > deadline) throw new Error(`${name} did not start:\n${output}`);
      // sleep-allowed: polls a starting process, which vi.waitFor cannot stop early when it exits.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return {
    db,
    redis,
    redisPrefix,
    s3: s3.options,
    metricsToken: baseEnv.METRICS_TOKEN,
    appSecret: baseEnv.APP_SECRET,
    start,
    async stop() {
      for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGTERM');
      await Promise.all(processes.map((p) => p.exited));
      await db.end();
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await s3.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await cleanup.end();
      await rm(dataRoot, { recursive: true, force: true });
    },
  };
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Pids of the processes whose parent is `pid` (Linux /proc), e.g. a worker's tool helper. */
export async function childrenOf(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return children.trim().split(/\s+/).filter(Boolean).map(Number);
}
