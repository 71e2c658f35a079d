// The hand-written implementations the server used before lru-cache and rate-limiter-flexible
// (docs/decisions/0017-libraries-for-caches-and-limits.md), kept only as the libraries benchmark's
// baseline, so the measurement behind that decision can be repeated.

import type { RateLimitStore } from '@stamp/server/src/adapters/rate-limit/rate-limit-store';
import type {
  SessionCache,
  SessionCacheOptions,
} from '@stamp/server/src/features/account/session-cache';
import type { CurrentSessionRow } from '@stamp/server/src/features/account/sessions.repo';
import type { Redis } from 'ioredis';

/**
 * A least-recently-used cache bounded by a total weight (bytes, or 1 an entry for a count), for
 * what a thread draws or decodes once and reuses: watermark layers, brand-kit logos. An entry
 * heavier than the whole bound is not kept. A Map's insertion order doubles as the recency
 * order: a hit is re-inserted at the end, eviction takes from the front.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: V): void {
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.weight -= this.weigh(old);
    }
    this.entries.set(key, value);
    this.weight += weight;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(oldKey);
      this.weight -= this.weigh(oldValue);
    }
  }
}

interface Entry {
  row: CurrentSessionRow;
  storedAt: number;
}

export function createHandWrittenSessionCache({
  maxEntries = 50_000,
  ttlMs = 5 * 60_000,
  bus,
}: SessionCacheOptions = {}): SessionCache {
  // Map keeps insertion order: re-inserting on read makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  const tokensByUser = new Map<string, Set<string>>();
  let invalidations = 0;

  function remove(tokenHash: string) {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const tokens = tokensByUser.get(entry.row.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensByUser.delete(entry.row.user.id);
  }
  function dropToken(tokenHash: string) {
    invalidations += 1;
    remove(tokenHash);
  }
  function dropUser(userId: string) {
    invalidations += 1;
    for (const tokenHash of tokensByUser.get(userId) ?? []) remove(tokenHash);
  }

  bus?.subscribe((message) => {
    const [kind, id] = message.split(':', 2);
    if (!id) return;
    if (kind === 'token') dropToken(id);
    else if (kind === 'user') dropUser(id);
  });

  return {
    generation: () => invalidations,
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (Date.now() - entry.storedAt > ttlMs || entry.row.expiresAt.getTime() <= Date.now()) {
        remove(tokenHash);
        return undefined;
      }
      entries.delete(tokenHash);
      entries.set(tokenHash, entry);
      return entry.row;
    },
    set(tokenHash, row, generation) {
      if (maxEntries === 0 || generation !== invalidations) return;
      remove(tokenHash);
      entries.set(tokenHash, { row, storedAt: Date.now() });
      const tokens = tokensByUser.get(row.user.id) ?? new Set<string>();
      tokens.add(tokenHash);
      tokensByUser.set(row.user.id, tokens);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
    },
    forgetToken(tokenHash) {
      dropToken(tokenHash);
      bus?.publish(`token:${tokenHash}`);
    },
    forgetUser(userId) {
      dropUser(userId);
      bus?.publish(`user:${userId}`);
    },
    async close() {
      entries.clear();
      tokensByUser.clear();
      await bus?.close();
    },
  };
}

/** The default for one process. Expired windows are swept so memory stays flat under a flood. */
export function createHandWrittenMemoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

// One round trip, atomic: the first hit of a window sets its expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return { count, ttl }
`;

/** Shared by every API process behind a load balancer. */
export function createHandWrittenRedisStore(redis: Redis, prefix: string): RateLimitStore {
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
