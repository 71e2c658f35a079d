import type { EncodedBody } from '../../http/encoded-body';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { createVersionedCache, type VersionedCache } from '../../lib/versioned-cache';

export interface CatalogCache {
  /** Serialized catalog answers, keyed by route, parameters and whether the viewer is a member. */
  bodies: VersionedCache<EncodedBody>;
  /** After any catalog write: clears this process's cache and, through the bus, every other's. */
  invalidate(): void;
  close(): Promise<void>;
}

// Counts (downloads, items per sub-category) may lag by this much; structure changes clear it.
const CATALOG_TTL_MS = 60_000;

export function createCatalogCache({
  bus,
  enabled = true,
}: {
  bus?: InvalidationBus;
  enabled?: boolean;
} = {}): CatalogCache {
  const bodies = createVersionedCache<EncodedBody>({
    maxEntries: enabled ? 2000 : 0,
    ttlMs: CATALOG_TTL_MS,
  });
  bus?.subscribe(() => bodies.clear());
  return {
    bodies,
    invalidate() {
      bodies.clear();
      bus?.publish('catalog');
    },
    close: async () => bus?.close(),
  };
}
