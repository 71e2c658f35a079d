/**
 * The catalog's preview renditions (the server's ingest makes them; the item page chooses between
 * them by the screen's width): each fits inside a square of its side, never enlarged.
 */
export const PREVIEW_MAX_SIDE = 1080;
/** A phone shows the item's picture about 400 px wide at 1.75–2× pixels. */
export const PHONE_PREVIEW_MAX_SIDE = 720;

/** The width in pixels of a `width`×`height` creative's rendition that fits in `maxSide`. */
export function renditionWidth(width: number, height: number, maxSide: number): number {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return Math.max(1, Math.round(width * scale));
}
