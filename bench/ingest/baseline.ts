import {
  decodeOptions,
  PREVIEW_WEBP,
  previewResize,
} from '@stamp/server/src/adapters/media/image-options';
import sharp from 'sharp';

/**
 * The baseline of the target: what sharp spends to decode the file and resize it to
 * 1080 once, producing one rendition (encoded with the same WebP settings as our previews).
 * "Three outputs for the price of well under three" compares against exactly one output.
 */
export async function oneRendition(file: Buffer): Promise<void> {
  await sharp(file, decodeOptions()).resize(previewResize()).webp(PREVIEW_WEBP).toBuffer();
}

/** Decode and resize to raw pixels only, no encode: printed for scale, not a target. */
export async function decodeAndResizeOnly(file: Buffer): Promise<void> {
  await sharp(file, decodeOptions()).resize(previewResize()).raw().toBuffer();
}
