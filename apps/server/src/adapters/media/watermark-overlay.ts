import { createCanvas } from '@napi-rs/canvas';
import { drawWatermark } from '@stamp/shared/compose/watermark';
import { registerBundledFonts } from './fonts';

/** A transparent layer with the watermark drawn on it, as Skia stores it: premultiplied RGBA. */
export interface OverlayPixels {
  width: number;
  height: number;
  rgba: Buffer;
}

// A catalog has a handful of output sizes (1080×1080 posts, 608×1080 stories, 1280×720 video),
// so a few layers cover nearly every ingest; each 1080² layer is 4.7 MB, hence the small bound.
const CACHE_LIMIT = 4;
const cache = new Map<string, OverlayPixels>();

/**
 * The watermark layer for a `width`×`height` output, drawn by the shared `drawWatermark` on
 * @napi-rs/canvas. sharp composites it from raw pixels (`raw.premultiplied: true` saves it an
 * unpremultiply pass); DESIGN.md principle 3. Treat the buffer as read-only: it is cached.
 */
export function watermarkOverlay(width: number, height: number): OverlayPixels {
  const key = `${width}x${height}`;
  const hit = cache.get(key);
  if (hit) {
    // Re-insert so the Map's insertion order doubles as least-recently-used order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const canvas = drawOverlayCanvas(width, height);
  const overlay = { width, height, rgba: canvas.data() };
  cache.set(key, overlay);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return overlay;
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
