import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '../adapters/mail/mailer';
import { createMediaTools, type MediaTools } from '../adapters/media/media-tools';
import { createMemoryRateLimitStore } from '../adapters/rate-limit/memory-store';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../adapters/rate-limit/rate-limiter';
import { createRedisRateLimitStore } from '../adapters/rate-limit/redis-store';
import { createRedisClient } from '../adapters/redis/redis-client';
import { DiskStorage } from '../adapters/storage/disk-storage';
import { type AppDeps, buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createPaymentProvider } from '../features/membership/create-payment-provider';
import { createJobEngine } from '../jobs/create-job-engine';
import { startJobs } from '../jobs/start-jobs';
import { loadAppSecret } from '../lib/app-secret';
import { newId } from '../lib/ids';
import { createMetrics } from '../lib/metrics';
import { createCatalogCacheFor, createSessionCacheFor, syncFestivals } from '../runtime';
import { openTestDatabase } from './database';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture';

/**
 * Real scrypt at 1/32 of production's work (3 ms a hash, not 108): the suite signs up and logs
 * in about 450 times a run. Hashes carry their own factors, so verification is unchanged;
 * lib/password.test.ts checks the production factors.
 */
const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

// Generous limits so ordinary tests never trip them; the rate-limit tests pass their own.
const RELAXED_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { limit: 10_000, windowS: 60 }]),
) as RateLimitRules;

export interface TestAppOptions {
  rateLimits?: Partial<RateLimitRules>;
  env?: Record<string, string>;
  /** Share another app's database, as a second API process behind a load balancer would. */
  database?: DatabaseHandle;
  /** Run no jobs in this app (JOBS=off): what it queues waits for another app's runner. */
  jobsOff?: boolean;
  /** Redis key prefix, to share one app's queue with another (BullMQ in the PostgreSQL project). */
  redisPrefix?: string;
  /** How long a job's claim holds without renewal (a dead runner's jobs wait this long). */
  jobLeaseMs?: number;
  /** The app's clock (scheduled publishing, the festival calendar's today); default the real time. */
  clock?: () => Date;
  /** A built web app to serve (its index.html at least); none by default. */
  webDistDir?: string;
  /**
   * Where the media live; by default in this app's own data dir. Processes of one deployment
   * share them (one DATA_DIR on disk, or one bucket), as they share the database.
   */
  mediaRoot?: string;
  /** Stands in for ffmpeg's video render: a test that holds renders in flight to count them. */
  renderVideoDownload?: MediaTools['renderVideoDownload'];
}

/**
 * The real server on an ephemeral port, with a fresh database, a real SMTP server catching its
 * mail and, in the PostgreSQL project, Redis for rate limits when REDIS_URL is set.
 */
export async function startTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-test-data-'));
  const smtp: SmtpCapture = await startSmtpCapture();
  const ownDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  const quiet = { info() {}, warn() {}, error() {} };
  // As openRuntime does at every start (the template has the data already: this is one read).
  if (ownDatabase) await syncFestivals(database, quiet);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://stamp.test',
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: 'support@stamp.test',
    LOG_LEVEL: 'silent',
    // stamp.test is not a loopback address: the tests ask for the sandbox by name.
    PAYMENTS_SANDBOX: 'true',
    ...options.env,
  });
  const useRedis = process.env.STAMP_TEST_DB === 'postgres' && process.env.REDIS_URL;
  const redis = useRedis ? createRedisClient(process.env.REDIS_URL as string) : undefined;
  const prefix = options.redisPrefix ?? `stamp:test:${newId()}:`;
  // Disk storage in this app's own data dir, with a secret generated there as on a first start.
  const appSecret = await loadAppSecret(config.secret);
  const storage = new DiskStorage({
    root: options.mediaRoot ?? path.join(dataDir, 'media'),
    secret: appSecret,
  });
  // Metrics as production has them: only with a token.
  const metrics = config.metricsToken ? createMetrics() : undefined;
  // The engine production would pick: BullMQ where the project has Redis, else the database.
  const jobs = await createJobEngine({
    db: database.db,
    redisUrl: redis ? (process.env.REDIS_URL as string) : undefined,
    redisPrefix: `${prefix}jobs`,
    timeZone: config.businessTimeZone,
    leaseMs: options.jobLeaseMs ?? 30_000,
    log: quiet,
    pollMs: 100,
    ...(metrics ? { observer: metrics.jobs } : {}),
  });
  metrics?.watchQueue(() => jobs.depth());
  const deps: AppDeps = {
    database,
    jobs,
    ...(metrics ? { metrics } : {}),
    ...(redis ? { redis } : {}),
    mailer: createMailer({
      from: config.mail.from,
      smtpUrl: smtp.url,
      outboxDir: config.mail.outboxDir,
      log: quiet,
    }),
    rateLimitStore: redis ? createRedisRateLimitStore(redis, prefix) : createMemoryRateLimitStore(),
    rateLimits: { ...RELAXED_LIMITS, ...options.rateLimits },
    sessionCache: createSessionCacheFor(database, redis),
    catalogCache: createCatalogCacheFor(database, redis),
    // One image thread: test files already run in parallel.
    media: withVideoRender(createMediaTools({ imageThreads: 1 }), options.renderVideoDownload),
    storage,
    appSecret,
    payments: createPaymentProvider(config.payments, appSecret),
    ...(options.clock ? { clock: options.clock } : {}),
    passwordCost: TEST_PASSWORD_COST,
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    logger: false,
  };
  const { app, services, visitors } = await buildApp(config, deps);
  if (!options.jobsOff) await startJobs(jobs, deps, services, quiet);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    app,
    services,
    visitors,
    config,
    db: database.db,
    database,
    smtp,
    storage,
    jobs,
    catalogCache: deps.catalogCache,
    baseUrl,
    client: () => new TestClient(baseUrl),
    async close() {
      // Running jobs are handed back at once: a test's app stops like a killed process's would.
      await stopping('jobs', () => jobs.close());
      // Fastify's close waits for connections still sending. A response a test left unread (its
      // client holds it, and may drop it only when collected) would keep it waiting: they end
      // now, as a stopped process's would.
      app.server.closeAllConnections();
      await stopping('the server', () => app.close());
      deps.mailer.close();
      await stopping('the rate-limit store', () => deps.rateLimitStore.close());
      await stopping('the session cache', () => deps.sessionCache.close());
      await stopping('the catalog cache', () => deps.catalogCache.close());
      await stopping('the media tools', () => deps.media.close());
      if (redis) {
        await stopping('Redis', async () => {
          const keys = await redis.keys(`${prefix}*`);
          if (keys.length > 0) await redis.del(...keys);
          await redis.quit();
        });
      }
      if (ownDatabase) await stopping('the database', () => database.close());
      await stopping('the mail server', () => smtp.close());
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

// biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies instead of typing them
type Json = any;

export interface TestResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

/** A browser-like client: keeps the session cookie between requests, speaks JSON. */
export class TestClient {
  cookie: string | undefined;
  constructor(readonly baseUrl: string) {}

  async request<T = Json>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookie) h.cookie = this.cookie;
    if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, init);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('stamp_session='));
    if (setCookie) {
      const value = setCookie.split(';')[0] as string;
      this.cookie = /^stamp_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(setCookie)
        ? undefined
        : value;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get = <T = Json>(path: string, headers?: Record<string, string>) =>
    this.request<T>('GET', path, undefined, headers);
  post = <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, body ?? {}, headers);
}

let counter = 0;
/** A valid, unique sign-up body. */
export function newSignup(
  overrides: Partial<{ name: string; email: string; phoneNumber: string; password: string }> = {},
) {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8);
  return {
    name: 'Asha Verma',
    email: `asha.${n}@example.com`,
    phoneNumber: `98${n}`,
    password: 'correct horse battery',
    ...overrides,
  };
}

function withVideoRender(
  media: MediaTools,
  renderVideoDownload: MediaTools['renderVideoDownload'] | undefined,
): MediaTools {
  return renderVideoDownload ? { ...media, renderVideoDownload } : media;
}

/**
 * One step of a test app's stop, named on stderr while it takes over 10 s: a stop that outlasts
 * its hook's timeout is otherwise reported with no hint of what it waited for (one did, once, in
 * CI, and never here).
 */
async function stopping(what: string, step: () => unknown): Promise<void> {
  const slow = setInterval(
    () => process.stderr.write(`test app: still stopping ${what}\n`),
    10_000,
  );
  try {
    await step();
  } finally {
    clearInterval(slow);
  }
}
