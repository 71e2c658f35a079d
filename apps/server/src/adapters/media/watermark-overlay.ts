import { createCanvas } from '@napi-rs/canvas';
import { drawDownloadMark, type MarkCorner } from '@stamp/shared/compose/download-mark';
import { drawWatermark } from '@stamp/shared/compose/watermark';
import { registerBundledFonts } from '@stamp/shared/node/canvas-fonts';
import { LRUCache } from 'lru-cache';
import { compactLayer, type LayerSpans } from './blend-layer';

/** A transparent layer with the watermark drawn on it, as Skia stores it: premultiplied RGBA. */
export interface OverlayPixels {
  width: number;
  height: number;
  rgba: Buffer;
}

// A catalog has a handful of output sizes (1080×1080 posts, 608×1080 stories, 1280×720 video),
// so a few layers cover nearly every ingest; each 1080² layer is 4.7 MB, hence the small bound.
const CACHE_LIMIT = 4;
const cache = new LRUCache<string, OverlayPixels>({ max: CACHE_LIMIT });

/**
 * The preview watermark layer for a `width`×`height` output (previews and thumbnails), drawn by the shared `drawWatermark` on
 * @napi-rs/canvas. sharp composites it from raw pixels (`raw.premultiplied: true` saves it an
 * unpremultiply pass); DESIGN.md principle 3. Treat the buffer as read-only: it is cached.
 */
export function watermarkOverlay(width: number, height: number): OverlayPixels {
  const key = `${width}x${height}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const overlay = { width, height, rgba: drawOverlayCanvas(width, height).data() };
  cache.set(key, overlay);
  return overlay;
}

// Download sizes are the originals' sizes, so many more than the previews'; the cache is bounded
// by bytes instead. Compacted, the free download's mark keeps a few per cent of the frame's
// pixels, so this holds dozens of 4K sizes. Drawing and compacting a 4K one costs some 50–100 ms
// CPU, once per size and corner.
const SPANS_CACHE_BYTES = 64 * 1024 * 1024;
const spansCache = new LRUCache<string, LayerSpans>({
  maxSize: SPANS_CACHE_BYTES,
  // A layer heavier than the whole bound is not kept (lru-cache's maxEntrySize defaults to it).
  sizeCalculation: (layer) => Math.max(1, layer.pixels.byteLength + layer.spans.byteLength),
});

/**
 * The free download's mark (download-mark.ts) for a `width`×`height` download with its badge in
 * `corner`, as its drawn runs only (blend-layer.ts): the same pixels for every download of that
 * size and corner, so drawn once and kept. Read-only: cached.
 */
export function downloadMarkSpans(width: number, height: number, corner: MarkCorner): LayerSpans {
  const key = `${width}x${height}:${corner}`;
  const hit = spansCache.get(key);
  if (hit) return hit;
  registerBundledFonts();
  const canvas = createCanvas(width, height);
  drawDownloadMark(canvas.getContext('2d'), width, height, corner);
  const layer = compactLayer(canvas.data(), width, height);
  spansCache.set(key, layer);
  return layer;
}

/** The same layer as a transparent PNG file's bytes, for ffmpeg's `overlay` filter. */
export function watermarkOverlayPng(width: number, height: number): Promise<Buffer> {
  return drawOverlayCanvas(width, height).encode('png');
}

function drawOverlayCanvas(width: number, height: number) {
  registerBundledFonts();
  const canvas = createCanvas(width, height);
  drawWatermark(canvas.getContext('2d'), width, height);
  return canvas;
}
