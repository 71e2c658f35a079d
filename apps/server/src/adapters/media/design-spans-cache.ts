import { createHash } from 'node:crypto';
import type { EditorSettings } from '@stamp/shared/editor/settings';
import { LRUCache } from 'lru-cache';
import { keepSpans, type LayerSpans } from './blend-layer';

export interface DesignKeyInput {
  width: number;
  height: number;
  settings: EditorSettings;
  logo: Buffer | null;
}

// A member downloads a series of creatives with one saved design (logo, banner, strip), and most
// creatives share a size (1080² posts, 1080×1920 stories): the design's layer is then the same
// pixels each time. Drawing it is ~5 ms of a 1080² download's ~50 and ~17 ms of a 4K one's ~170
// (CPU), so each image thread keeps the layers it drew, compacted to their drawn runs. Bounded by
// bytes: a 4K bottom strip is ~4 MB, a 1080² design ~0.5 MB.
const CACHE_BYTES = 24 * 1024 * 1024;
const cache = new LRUCache<string, LayerSpans[]>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (layers) =>
    Math.max(
      1,
      layers.reduce((sum, layer) => sum + layer.pixels.byteLength + layer.spans.byteLength, 0),
    ),
});

/**
 * The design's layer for this size, settings and logo: from this thread's cache when the same
 * design was drawn before, else `draw()`n and kept. Read-only: every render that hits it shares
 * the arrays (blendLayer only reads a layer).
 */
export async function cachedDesignSpans(
  input: DesignKeyInput,
  draw: () => Promise<LayerSpans[]>,
): Promise<LayerSpans[]> {
  const key = designKey(input);
  const hit = cache.get(key);
  if (hit) return hit;
  const layers = (await draw()).map(keepSpans);
  cache.set(key, layers);
  return layers;
}

/** Everything the layer's pixels depend on: the frame's size, each setting, the logo's bytes. */
export function designKey({ width, height, settings, logo }: DesignKeyInput): string {
  const logoKey =
    settings.logoEnabled && logo ? createHash('sha256').update(logo).digest('base64') : '-';
  const settingsKey = Object.keys(settings)
    .sort()
    .map((name) => `${name}=${JSON.stringify(settings[name as keyof EditorSettings])}`)
    .join(';');
  return `${width}x${height}|${logoKey}|${settingsKey}`;
}
