/**
 * A small in-memory cache whose fills are dropped when an invalidation happened while the value
 * was being computed (take `generation()` before reading the source, pass it to `set`). Entries
 * expire after `ttlMs`; the least recently stored is evicted beyond `maxEntries`.
 */
export function createVersionedCache<V>({ maxEntries = 1000, ttlMs = 60_000 } = {}) {
  const entries = new Map<string, { value: V; storedAt: number }>();
  let generation = 0;

  return {
    generation: () => generation,
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.storedAt > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V, atGeneration: number): void {
      if (atGeneration !== generation || maxEntries === 0) return;
      entries.delete(key);
      entries.set(key, { value, storedAt: Date.now() });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    clear(): void {
      generation += 1;
      entries.clear();
    },
  };
}
export type VersionedCache<V> = ReturnType<typeof createVersionedCache<V>>;
