import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMailer } from './adapters/mail/mailer';
import { createMemoryRateLimitStore } from './adapters/rate-limit/memory-store';
import { DEFAULT_RATE_LIMITS } from './adapters/rate-limit/rate-limiter';
import { createRedisRateLimitStore } from './adapters/rate-limit/redis-store';
import { createRedisClient, type Redis } from './adapters/redis/redis-client';
import type { AppDeps } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Runtime {
  deps: AppDeps;
  redis: Redis | undefined;
  close(): Promise<void>;
}

type Log = { info(obj: object, msg: string): void };

/** Opens the production engines the configuration names, or the embedded defaults. */
export async function openRuntime(config: Config, log: Log): Promise<Runtime> {
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'db') },
  );
  log.info({ engine: database.kind }, 'database ready');
  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
  const rateLimitStore = redis
    ? createRedisRateLimitStore(redis, 'stamp:rl:')
    : createMemoryRateLimitStore();
  const mailer = createMailer({
    from: config.mail.from,
    smtpUrl: config.mail.smtpUrl,
    outboxDir: config.mail.outboxDir,
    log,
  });
  return {
    deps: {
      database,
      mailer,
      rateLimitStore,
      rateLimits: DEFAULT_RATE_LIMITS,
      webDistDir: WEB_DIST_DIR,
    },
    redis,
    async close() {
      mailer.close();
      await rateLimitStore.close();
      await redis?.quit().catch(() => {});
      await database.close();
    },
  };
}
