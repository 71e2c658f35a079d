import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RateLimitStore } from './rate-limit-store';

// The limiter decides what is too many (rate-limiter.ts); the store only counts, so its own
// limit is never reached.
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/**
 * The default for one process: rate-limiter-flexible's memory counters, one set a window length
 * (a handful: the rules' windows). Expired windows are dropped by the library's own timers.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const counters = new Map<number, RateLimiterMemory>();
  return {
    async hit(key, windowMs) {
      let counter = counters.get(windowMs);
      if (!counter) {
        counter = new RateLimiterMemory({ points: UNLIMITED, duration: windowMs / 1000 });
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
