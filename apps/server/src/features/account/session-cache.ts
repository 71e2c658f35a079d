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

interface Entry {
  row: CurrentSessionRow;
  storedAt: number;
}

export function createSessionCache({
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
