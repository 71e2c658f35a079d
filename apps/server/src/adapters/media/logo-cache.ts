import { createHash } from 'node:crypto';
import { type Image, loadImage } from '@napi-rs/canvas';
import { LRUCache } from 'lru-cache';

export interface DecodedLogo {
  image: Image;
  width: number;
  height: number;
}

// A member posting daily downloads with the same brand-kit logo every time, so each image thread
// keeps the few it has decoded. Bounded by decoded bytes (a 600² logo is 1.4 MB; the 2 MB upload
// limit still allows a large one), not by count. Decoding a 600² PNG costs 1.2–1.7 ms, about a
// third of drawing a 1080² download's design layer.
const CACHE_BYTES = 32 * 1024 * 1024;
const cache = new LRUCache<string, DecodedLogo>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (logo) => Math.max(1, logo.width * logo.height * 4),
});

/**
 * The logo's bytes decoded for drawing, from this thread's cache when the same bytes came before
 * (keyed by their SHA-256, so a re-uploaded identical file hits too). Rejects what Skia cannot
 * decode, as `loadImage` does. Read-only: the image is shared by every render that hits it.
 */
export async function decodeLogo(bytes: Buffer): Promise<DecodedLogo> {
  const key = createHash('sha256').update(bytes).digest('base64');
  const hit = cache.get(key);
  if (hit) return hit;
  const image = await loadImage(bytes);
  const logo = { image, width: image.width, height: image.height };
  cache.set(key, logo);
  return logo;
}
