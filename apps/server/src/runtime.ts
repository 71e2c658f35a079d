import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMailer } from './adapters/mail/mailer';
import { createMediaTools } from './adapters/media/media-tools';
import { createMemoryRateLimitStore } from './adapters/rate-limit/memory-store';
import { DEFAULT_RATE_LIMITS } from './adapters/rate-limit/rate-limiter';
import { createRedisRateLimitStore } from './adapters/rate-limit/redis-store';
import { createRedisBus } from './adapters/redis/redis-bus';
import type { Redis } from './adapters/redis/redis-client';
import { createStorage } from './adapters/storage/create-storage';
import type { AppDeps } from './app';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { createSessionCache, type SessionCache } from './features/account/session-cache';
import { type CatalogCache, createCatalogCache } from './features/catalog/catalog-cache';
import { syncFestivalData } from './features/festivals/festival-sync.service';
import { createPaymentProvider } from './features/membership/create-payment-provider';
import { createJobEngine } from './jobs/create-job-engine';
import type { JobEngine } from './jobs/job-types';
import type { StampJobs } from './jobs/stamp-jobs';
import { loadAppSecret } from './lib/app-secret';
import { createFileClock } from './lib/file-clock';
import type { StampMetrics } from './lib/metrics';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Runtime {
  deps: AppDeps;
  redis: Redis | undefined;
  /** The job engine services queue on; main.ts or worker.ts decides whether it runs jobs here. */
  jobs: JobEngine<StampJobs>;
  close(): Promise<void>;
}

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** Opens the production engines the configuration names, or the embedded defaults. */
export async function openRuntime(
  config: Config,
  log: Log,
  options: { metrics?: StampMetrics } = {},
): Promise<Runtime> {
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'db') },
  );
  log.info({ engine: database.kind }, 'database ready');
  await syncFestivals(database, log).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  // ioredis is loaded only when Redis is configured: a fifth of a second of an embedded start.
  const redis = config.redisUrl
    ? (await import('./adapters/redis/redis-client')).createRedisClient(config.redisUrl)
    : undefined;
  const rateLimitStore = redis
    ? createRedisRateLimitStore(redis, `${config.redisPrefix}:rl:`)
    : createMemoryRateLimitStore();
  const sessionCache = createSessionCacheFor(database, redis, config.redisPrefix);
  const catalogCache = createCatalogCacheFor(database, redis, config.redisPrefix);
  const jobs = await createJobEngine({
    db: database.db,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    timeZone: config.businessTimeZone,
    leaseMs: config.jobLeaseMs,
    log,
    observer: options.metrics?.jobs,
  });
  options.metrics?.watchQueue(() => jobs.depth());
  log.info({ engine: jobs.kind }, 'job queue ready');
  const media = createMediaTools(config.media);
  const appSecret = await loadAppSecret(config.secret);
  const storage = await createStorage(config.storage, appSecret);
  const payments = createPaymentProvider(config.payments, appSecret);
  if (payments?.kind === 'sandbox') {
    log.warn(
      { provider: 'sandbox', publicUrl: config.publicUrl.href },
      'TEST PAYMENTS: the payment sandbox is on and grants memberships without money. Set the ' +
        'RAZORPAY_* variables, or PAYMENTS_SANDBOX=false, before anyone else can reach this server.',
    );
  } else {
    log.info({ provider: payments?.kind ?? 'none' }, 'payments ready');
  }
  log.info({ engine: storage.kind }, 'media storage ready');
  const mailer = createMailer({
    from: config.mail.from,
    smtpUrl: config.mail.smtpUrl,
    outboxDir: config.mail.outboxDir,
    logLinks: config.env !== 'production',
    log,
  });
  return {
    deps: {
      database,
      mailer,
      rateLimitStore,
      rateLimits: DEFAULT_RATE_LIMITS,
      sessionCache,
      catalogCache,
      media,
      storage,
      appSecret,
      payments,
      jobs,
      ...(redis ? { redis } : {}),
      ...(options.metrics ? { metrics: options.metrics } : {}),
      webDistDir: WEB_DIST_DIR,
      // The browser test's clock for scheduled publishing; config.ts allows it on loopback only.
      ...(config.schedulerClockFile ? { clock: createFileClock(config.schedulerClockFile) } : {}),
    },
    redis,
    jobs,
    async close() {
      await jobs.close();
      mailer.close();
      storage.close();
      await sessionCache.close();
      await catalogCache.close();
      await media.close();
      await rateLimitStore.close();
      await redis?.quit().catch(() => {});
      await database.close();
    },
  };
}

/**
 * Copies the festival data file into the database (new festivals and days, corrected names), as
 * migrations bring the schema: before anything serves, so the calendar never answers from older
 * data than the code's.
 */
export async function syncFestivals(database: DatabaseHandle, log: Pick<Log, 'info'>) {
  const changed = await syncFestivalData(database.db);
  if (changed.festivalsWritten + changed.datesWritten + changed.datesRemoved > 0) {
    log.info(changed, 'festival calendar updated from its data file');
  }
}

/**
 * PGlite means one process, so a local cache is always coherent. (Same for both caches below.) PostgreSQL may have several
 * processes: their caches stay coherent through Redis pub/sub, and without Redis there is none.
 */
export function createCatalogCacheFor(
  database: DatabaseHandle,
  redis: Redis | undefined,
  redisPrefix = 'stamp',
): CatalogCache {
  if (database.kind === 'pglite') return createCatalogCache();
  if (redis)
    return createCatalogCache({
      bus: createRedisBus(redis, `${redisPrefix}:catalog-invalidations`),
    });
  return createCatalogCache({ enabled: false });
}

export function createSessionCacheFor(
  database: DatabaseHandle,
  redis: Redis | undefined,
  redisPrefix = 'stamp',
): SessionCache {
  if (database.kind === 'pglite') return createSessionCache();
  if (redis)
    return createSessionCache({
      bus: createRedisBus(redis, `${redisPrefix}:session-invalidations`),
    });
  return createSessionCache({ maxEntries: 0 });
}
