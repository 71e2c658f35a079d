import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimitStore } from './rate-limit-store';

// The limiter decides what is too many (rate-limiter.ts); the store only counts.
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/**
 * Shared by every API process behind a load balancer: rate-limiter-flexible's Redis counters (one
 * atomic round trip a hit; the first hit of a window sets its expiry). Redis expires keys in
 * whole seconds, so a window is rounded up to one.
 */
export function createRedisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  const counters = new Map<number, RateLimiterRedis>();
  return {
    async hit(key, windowMs) {
      let counter = counters.get(windowMs);
      if (!counter) {
        counter = new RateLimiterRedis({
          storeClient: redis,
          points: UNLIMITED,
          duration: Math.max(1, Math.ceil(windowMs / 1000)),
          keyPrefix: prefix.replace(/:$/, ''),
        });
        counters.set(windowMs, counter);
      }
      const { consumedPoints, msBeforeNext } = await counter.consume(key);
      return { count: consumedPoints, resetInMs: msBeforeNext };
    },
    async close() {
      counters.clear();
    },
  };
}
