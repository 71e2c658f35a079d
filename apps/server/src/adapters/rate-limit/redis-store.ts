import type { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit-store';

// One round trip, atomic: the first hit of a window sets its expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return { count, ttl }
`;

/** Shared by every API process behind a load balancer. */
export function createRedisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {},
  };
}
