import { endianness } from 'node:os';

/**
 * Source-over of a design layer onto a decoded original, in integers, in place (decision note
 * 0009: cheaper than sharp's composite, which works in float over whole strips).
 *
 * The layer is what Skia stores: premultiplied RGBA, read as one 32-bit word a pixel. The base is
 * what sharp decodes to raw: straight (not premultiplied) 8-bit sRGB, 3 bands for an opaque
 * original, 4 with alpha. The layer's pixels are listed as spans (`frame` index in the base,
 * `layer` index in `pixels`, `length`), so a full-frame canvas and a compacted, cached layer
 * blend the same way.
 */

/** An 8-bit sRGB image as sharp's `raw()` gives it; `data` is changed in place. */
export interface RawBase {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Premultiplied RGBA pixels, one word each, and the spans of the frame they cover. */
export interface LayerSpans {
  pixels: Uint32Array;
  /** Triples: first pixel in the frame (y × width + x), first pixel in `pixels`, length. */
  spans: Int32Array;
}

// A word's alpha is its top byte only on a little-endian machine (every x86 and ARM server).
if (endianness() !== 'LE') throw new Error('blend-layer reads RGBA as little-endian words');

/**
 * Where a full-frame layer (canvas.data()) has anything drawn: each row cut to its first and last
 * drawn pixel, rows with nothing skipped. Premultiplied, a transparent pixel is exactly 0, and a
 * row is read from both ends inward, so a strip row costs two reads and an empty row one pass;
 * the gaps left inside a row (between glyphs) cost the blend one comparison a pixel.
 */
export function drawnSpans(layer: Uint8Array, width: number, height: number): LayerSpans {
  const pixels = words(layer);
  const spans: number[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let left = 0;
    while (left < width && pixels[row + left] === 0) left++;
    if (left === width) continue;
    let right = width - 1;
    while (pixels[row + right] === 0) right--;
    spans.push(row + left, row + left, right - left + 1);
  }
  return { pixels, spans: Int32Array.from(spans) };
}

/**
 * The same layer kept as its drawn runs only: a watermark covers every row but a small share of
 * the pixels, so its cached form is a fraction of the full frame and blending it skips nothing.
 * Transparent gaps shorter than `GAP` stay inside a run: one span costs more than a few zeros.
 */
export function compactLayer(layer: Uint8Array, width: number, height: number): LayerSpans {
  const GAP = 16;
  const all = words(layer);
  const spans: number[] = [];
  let drawn = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      while (x < width && all[row + x] === 0) x++;
      if (x === width) break;
      const start = x;
      let end = x; // one past the last drawn pixel of the run
      while (x < width && x - end < GAP) {
        if (all[row + x] !== 0) end = x + 1;
        x++;
      }
      spans.push(row + start, drawn, end - start);
      drawn += end - start;
      x = end;
    }
  }
  const pixels = new Uint32Array(drawn);
  for (let s = 0; s < spans.length; s += 3) {
    const frame = spans[s] as number;
    pixels.set(all.subarray(frame, frame + (spans[s + 2] as number)), spans[s + 1] as number);
  }
  return { pixels, spans: Int32Array.from(spans) };
}

/**
 * A copy of `layer` that holds only its spans' pixels, to keep: `drawnSpans` views a whole band
 * canvas's pixels, gaps and all, and the canvas' memory with them.
 */
export function keepSpans(layer: LayerSpans): LayerSpans {
  const spans = Int32Array.from(layer.spans);
  let drawn = 0;
  for (let s = 0; s < spans.length; s += 3) drawn += spans[s + 2] as number;
  const pixels = new Uint32Array(drawn);
  let next = 0;
  for (let s = 0; s < spans.length; s += 3) {
    const from = spans[s + 1] as number;
    const length = spans[s + 2] as number;
    pixels.set(layer.pixels.subarray(from, from + length), next);
    spans[s + 1] = next;
    next += length;
  }
  return { pixels, spans };
}

/**
 * Blends `layer` over `base`. Per channel, with the layer's alpha `a` and premultiplied colour
 * `s` (both 0–255) and the base's colour `d`:
 *
 * - opaque base: out = s + d·(255 − a)/255. The product is at most 255², and
 *   `(x + 128 + ((x + 128) >> 8)) >> 8` is x/255 rounded to nearest for every such x (checked
 *   exhaustively in the test), so out is the exact result rounded once. Skia keeps s ≤ a, so
 *   out ≤ a + (255 − a) and never wraps.
 * - base with alpha `b` (straight): out alpha = a + b·(255 − a)/255, rounded as above; out
 *   colour is the premultiplied sum divided by that alpha, in one division of the full-precision
 *   integers: (s·255² + d·b·(255 − a)) / (a·255 + b·(255 − a)), rounded to nearest (the
 *   numerator stays under 2³¹). A fully transparent result is 0.
 *
 * Transparent layer pixels are skipped and opaque ones copied, which is most of a design.
 */
export function blendLayer(base: RawBase, layer: LayerSpans): void {
  const { data, channels } = base;
  const { pixels, spans } = layer;
  for (let s = 0; s < spans.length; s += 3) {
    let o = (spans[s] as number) * channels;
    let l = spans[s + 1] as number;
    const end = l + (spans[s + 2] as number);
    if (channels === 3) {
      for (; l < end; l++, o += 3) {
        const p = pixels[l] as number;
        if (p === 0) continue;
        const a = p >>> 24;
        if (a === 255) {
          data[o] = p & 255;
          data[o + 1] = (p >>> 8) & 255;
          data[o + 2] = (p >>> 16) & 255;
          continue;
        }
        const inv = 255 - a;
        let x = (data[o] as number) * inv + 128;
        data[o] = (p & 255) + ((x + (x >>> 8)) >>> 8);
        x = (data[o + 1] as number) * inv + 128;
        data[o + 1] = ((p >>> 8) & 255) + ((x + (x >>> 8)) >>> 8);
        x = (data[o + 2] as number) * inv + 128;
        data[o + 2] = ((p >>> 16) & 255) + ((x + (x >>> 8)) >>> 8);
      }
    } else {
      for (; l < end; l++, o += 4) {
        const p = pixels[l] as number;
        if (p === 0) continue;
        const a = p >>> 24;
        const b = data[o + 3] as number;
        if (a === 255 || b === 0) {
          // Nothing shows through: the layer's pixel alone, unpremultiplied.
          straight(data, o, p, a);
          continue;
        }
        const below = b * (255 - a);
        const den = a * 255 + below;
        const x = den + 128;
        data[o + 3] = (x + (x >>> 8)) >>> 8;
        const half = den >>> 1;
        data[o] = Math.floor(((p & 255) * 65025 + (data[o] as number) * below + half) / den);
        data[o + 1] = Math.floor(
          (((p >>> 8) & 255) * 65025 + (data[o + 1] as number) * below + half) / den,
        );
        data[o + 2] = Math.floor(
          (((p >>> 16) & 255) * 65025 + (data[o + 2] as number) * below + half) / den,
        );
      }
    }
  }
}

function straight(data: Uint8Array, o: number, p: number, a: number) {
  data[o + 3] = a;
  if (a === 255) {
    data[o] = p & 255;
    data[o + 1] = (p >>> 8) & 255;
    data[o + 2] = (p >>> 16) & 255;
    return;
  }
  const half = a >>> 1;
  data[o] = Math.floor(((p & 255) * 255 + half) / a);
  data[o + 1] = Math.floor((((p >>> 8) & 255) * 255 + half) / a);
  data[o + 2] = Math.floor((((p >>> 16) & 255) * 255 + half) / a);
}

/** RGBA bytes as one word a pixel; an unaligned view is copied first (Uint32Array needs it). */
function words(layer: Uint8Array): Uint32Array {
  const data = layer.byteOffset % 4 === 0 ? layer : new Uint8Array(layer);
  return new Uint32Array(data.buffer, data.byteOffset, data.byteLength >>> 2);
}
