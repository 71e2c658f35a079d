import { createHash } from 'node:crypto';
import { type Image, loadImage } from '@napi-rs/canvas';

export interface DecodedLogo {
  image: Image;
  width: number;
  height: number;
}

// A member posting daily downloads with the same brand-kit logo every time, so each image thread
// keeps the few it has decoded. Bounded by decoded bytes (a 600² logo is 1.4 MB; the 2 MB upload
// limit still allows a large one), not by count. Decoding a 600² PNG costs 1.2–1.7 ms, a tenth
// of a watermarked 1080² download's drawing and blending.
const CACHE_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, DecodedLogo>();
let cachedBytes = 0;

/**
 * The logo's bytes decoded for drawing, from this thread's cache when the same bytes came before
 * (keyed by their SHA-256, so a re-uploaded identical file hits too). Rejects what Skia cannot
 * decode, as `loadImage` does. Read-only: the image is shared by every render that hits it.
 */
export async function decodeLogo(bytes: Buffer): Promise<DecodedLogo> {
  const key = createHash('sha256').update(bytes).digest('base64');
  const hit = cache.get(key);
  if (hit) {
    // Re-insert so the Map's insertion order doubles as least-recently-used order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const image = await loadImage(bytes);
  const logo = { image, width: image.width, height: image.height };
  const size = decodedBytes(logo);
  if (size > CACHE_BYTES) return logo;
  cache.set(key, logo);
  cachedBytes += size;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= decodedBytes(old);
  }
  return logo;
}

function decodedBytes(logo: DecodedLogo): number {
  return logo.width * logo.height * 4;
}
