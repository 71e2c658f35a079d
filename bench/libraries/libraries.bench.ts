import { createMemoryRateLimitStore } from '@stamp/server/src/adapters/rate-limit/memory-store';
import { createRedisRateLimitStore } from '@stamp/server/src/adapters/rate-limit/redis-store';
import { createRedisClient } from '@stamp/server/src/adapters/redis/redis-client';
import { createSessionCache } from '@stamp/server/src/features/account/session-cache';
import type { CurrentSessionRow } from '@stamp/server/src/features/account/sessions.repo';
import { LRUCache } from 'lru-cache';
import { interleavedRounds, spread } from '../lib/interleave';
import { watchLoadAverage } from '../lib/load-average';
import { sized } from '../lib/quick';
import { formatTable } from '../lib/table';
import {
  BoundedCache,
  createHandWrittenMemoryStore,
  createHandWrittenRedisStore,
  createHandWrittenSessionCache,
} from './hand-written';

/**
 * The hand-written bounded caches and rate-limit stores the server had (hand-written.ts) against
 * the well-kept libraries it uses now, lru-cache and rate-limiter-flexible: the measurement
 * behind docs/decisions/0017. Each pair runs the same operations in interleaved rounds; the
 * ratio is the library's operations per second over ours (above 1: the library is faster).
 */
export async function run(): Promise<void> {
  const load = watchLoadAverage();
  const rows: string[][] = [['libraries', 'ours op/s', 'library op/s', 'ratio', 'range']];
  const add = async (name: string, ours: () => Promise<number>, library: () => Promise<number>) => {
    console.error(`libraries: ${name}`);
    const rounds = await interleavedRounds(ours, library, ROUNDS);
    const ratio = spread(rounds.map((r) => r.product / r.baseline));
    rows.push([
      name,
      spread(rounds.map((r) => r.baseline)).median.toFixed(0),
      spread(rounds.map((r) => r.product)).median.toFixed(0),
      ratio.median.toFixed(2),
      `${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)}`,
    ]);
  };

  await add(
    'weighted LRU (logos, watermark layers): get/set, 90% hits',
    opsOf(weighted(ours)),
    opsOf(weighted(library)),
  );
  await add('session cache: a hit (get-user)', opsOf(sessionHit(ours)), opsOf(sessionHit(library)));
  await add('rate limit, memory: one hit', opsOf(memoryLimit(ours)), opsOf(memoryLimit(library)));

  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const redis = createRedisClient(redisUrl);
    try {
      await add(
        'rate limit, Redis: one hit',
        opsOf(redisLimit(ours, redis), REDIS_OPS),
        opsOf(redisLimit(library, redis), REDIS_OPS),
      );
    } finally {
      const keys = await redis.keys(`stamp:bench:${process.pid}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  }

  console.log(
    [
      '',
      formatTable(rows, [false, true, true, true, false]),
      'ratio: the library over ours, the median of the rounds taking turns; range their lowest and highest',
      load.line(),
    ].join('\n'),
  );
  if (!redisUrl) console.log('rate limit, Redis: skipped; set REDIS_URL to run it');
}

const ROUNDS = sized(Number(process.env.BENCH_ROUNDS ?? 5), 1);
const OPS = sized(400_000, 20_000);
const REDIS_OPS = sized(4_000, 200);
const ours = 'ours';
const library = 'library';
type Side = typeof ours | typeof library;
type Workload = () => Promise<(i: number) => unknown>;

/** Operations per second of `ops` calls of what `setup` returns (awaited when a promise). */
function opsOf(setup: Workload, ops = OPS): () => Promise<number> {
  return async () => {
    const op = await setup();
    const started = performance.now();
    for (let i = 0; i < ops; i++) {
      const result = op(i);
      if (result instanceof Promise) await result;
    }
    return ops / ((performance.now() - started) / 1000);
  };
}

/** 1,000 keys of 64 KB each under a 32 MB bound (500 fit): nine reads to one write. */
function weighted(side: Side): Workload {
  return async () => {
    const value = { bytes: 64 * 1024 };
    const bound = 32 * 1024 * 1024;
    const keys = Array.from({ length: 1000 }, (_, i) => `logo-${i}`);
    if (side === ours) {
      const cache = new BoundedCache<typeof value>(bound, (v) => v.bytes);
      return (i) => {
        const key = keys[(i * 7919) % keys.length] as string;
        return i % 10 === 0 ? cache.set(key, value) : cache.get(key);
      };
    }
    const cache = new LRUCache<string, typeof value>({
      maxSize: bound,
      sizeCalculation: (v) => v.bytes,
    });
    return (i) => {
      const key = keys[(i * 7919) % keys.length] as string;
      return i % 10 === 0 ? cache.set(key, value) : cache.get(key);
    };
  };
}

/** A session read by token hash among 10,000 cached sessions, with its 5-minute time to live. */
function sessionHit(side: Side): Workload {
  return async () => {
    const tokens = Array.from({ length: 10_000 }, (_, i) => `token-${i}`);
    const row = (i: number) =>
      ({
        sessionId: `s${i}`,
        user: { id: `u${i}` },
        expiresAt: new Date(Date.now() + 86_400_000),
      }) as unknown as CurrentSessionRow;
    const cache =
      side === ours
        ? createHandWrittenSessionCache({ maxEntries: 50_000, ttlMs: 5 * 60_000 })
        : createSessionCache({ maxEntries: 50_000, ttlMs: 5 * 60_000 });
    for (const [i, token] of tokens.entries()) cache.set(token, row(i), cache.generation());
    return (i) => {
      const hit = cache.get(tokens[i % tokens.length] as string);
      return hit && hit.expiresAt.getTime() > Date.now();
    };
  };
}

/** Login attempts from 1,000 addresses under a 100-a-quarter-hour rule. */
function memoryLimit(side: Side): Workload {
  return async () => {
    const windowS = 15 * 60;
    if (side === ours) {
      const store = createHandWrittenMemoryStore();
      return (i) => store.hit(`loginPerIp:10.0.${i % 1000}`, windowS * 1000);
    }
    const store = createMemoryRateLimitStore();
    return (i) => store.hit(`loginPerIp:10.0.${i % 1000}`, windowS * 1000);
  };
}

function redisLimit(side: Side, redis: ReturnType<typeof createRedisClient>): Workload {
  return async () => {
    const windowS = 15 * 60;
    const prefix = `stamp:bench:${process.pid}:${side}:`;
    if (side === ours) {
      const store = createHandWrittenRedisStore(redis, prefix);
      return (i) => store.hit(`loginPerIp:10.0.${i % 1000}`, windowS * 1000);
    }
    const store = createRedisRateLimitStore(redis, prefix);
    return (i) => store.hit(`loginPerIp:10.0.${i % 1000}`, windowS * 1000);
  };
}
