import type { MediaCounts } from './search.repo';

export type MediaCountsLoader = (subCategoryIds: string[]) => Promise<MediaCounts>;

// A sub-category card's "24 designs" may lag an upload by this much. Counting is a scan of the
// sub-category's index entries: ~1 ms for 9,000 items on PostgreSQL but 30–50 ms in PGlite
// (measured at 100k media), too much to pay on every search of a popular word.
export const COUNTS_TTL_MS = 60_000;

/**
 * Remembers each sub-category's counts for `ttlMs`, loading only the missing ones. Keys are
 * sub-category ids the database returned, so the map is bounded by the catalogue's size.
 */
export function cachedMediaCounts(
  load: MediaCountsLoader,
  ttlMs = COUNTS_TTL_MS,
  now: () => number = Date.now,
): MediaCountsLoader {
  const cache = new Map<string, { counts: { images: number; videos: number }; expires: number }>();
  return async (ids) => {
    const at = now();
    const missing = ids.filter((id) => (cache.get(id)?.expires ?? 0) <= at);
    if (missing.length > 0) {
      const loaded = await load(missing);
      for (const id of missing) {
        cache.set(id, { counts: loaded.get(id) ?? { images: 0, videos: 0 }, expires: at + ttlMs });
      }
    }
    return new Map(
      ids.map((id) => [id, cache.get(id)?.counts ?? { images: 0, videos: 0 }] as const),
    );
  };
}
