import { LRUCache } from 'lru-cache';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { CurrentSessionRow } from './sessions.repo';

/**
 * Who is behind a session token, kept in memory: `get-user` and every authenticated request
 * would otherwise cost a database round trip (on PGlite, a single-threaded WebAssembly query).
 *
 * Correctness rests on invalidation: every write that changes a session or what the User entity
 * shows calls `forgetUser` / `forgetToken`, and with several processes the `bus` carries that to
 * all of them. A fill that raced with an invalidation is dropped (see `generation`).
 */
export interface SessionCache {
  /** A snapshot of the invalidation count, taken before reading the database. */
  generation(): number;
  get(tokenHash: string): CurrentSessionRow | undefined;
  /** Stores the row unless something was invalidated since `generation` was taken. */
  set(tokenHash: string, row: CurrentSessionRow, generation: number): void;
  forgetToken(tokenHash: string): void;
  forgetUser(userId: string): void;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  /** 0 turns the cache off (several processes and no bus to keep them coherent). */
  maxEntries?: number;
  /** Upper bound on staleness should an invalidation ever be missed. */
  ttlMs?: number;
  bus?: InvalidationBus;
}

export function createSessionCache({
  maxEntries = 50_000,
  ttlMs = 5 * 60_000,
  bus,
}: SessionCacheOptions = {}): SessionCache {
  // lru-cache keeps the recency order and the time to live (from when a row was stored: a read
  // does not extend it); `perf` reads Date so a test's clock moves it, with no cached "now".
  const entries =
    maxEntries > 0
      ? new LRUCache<string, CurrentSessionRow>({
          max: maxEntries,
          ttl: ttlMs,
          ttlResolution: 0,
          perf: { now: () => Date.now() },
          dispose: (row, tokenHash) => unindex(row.user.id, tokenHash),
        })
      : undefined;
  // Which cached tokens belong to a user, so a change to the user drops all of them.
  const tokensByUser = new Map<string, Set<string>>();
  let invalidations = 0;

  function unindex(userId: string, tokenHash: string) {
    const tokens = tokensByUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensByUser.delete(userId);
  }
  function dropToken(tokenHash: string) {
    invalidations += 1;
    entries?.delete(tokenHash);
  }
  function dropUser(userId: string) {
    invalidations += 1;
    for (const tokenHash of [...(tokensByUser.get(userId) ?? [])]) entries?.delete(tokenHash);
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
      const row = entries?.get(tokenHash);
      if (!row) return undefined;
      if (row.expiresAt.getTime() <= Date.now()) {
        entries?.delete(tokenHash);
        return undefined;
      }
      return row;
    },
    set(tokenHash, row, generation) {
      if (!entries || generation !== invalidations) return;
      entries.set(tokenHash, row);
      const tokens = tokensByUser.get(row.user.id) ?? new Set<string>();
      tokens.add(tokenHash);
      tokensByUser.set(row.user.id, tokens);
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
      entries?.clear();
      tokensByUser.clear();
      await bus?.close();
    },
  };
}
