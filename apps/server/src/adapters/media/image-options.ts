import { PHONE_PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE } from '@stamp/shared/compose/preview-size';
import type { ResizeOptions, SharpOptions, WebpOptions } from 'sharp';

export { PHONE_PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE };

/**
 * What the image ingest asks of sharp, as plain data built by pure functions (the immich habit:
 * options are unit-tested; image-renditions.ts only runs them).
 */

/**
 * 50 MP: a 45 MP full-frame camera photo passes, a decompression bomb does not. 8-bit RGBA at
 * 50 MP is 200 MB decoded, the most one ingest may hold (DESIGN.md "Security": pixel limit).
 */
export const IMAGE_PIXEL_LIMIT = 50_000_000;

// Previews fit inside 1080×1080 (longest side 1080: a 9:16 story becomes 608×1080); the phone's
// inside 720×720, where a phone shows the item page's picture about 400 px wide at 1.75–2× pixels
// (@stamp/shared/compose/preview-size, which the item page picks between them with).

/**
 * Thumbnails are 400 px wide, not 400 px on the longest side: catalog cards sit in equal-width
 * columns and keep the creative's real aspect ratio, so a 9:16 story needs the same width as a
 * post (400×711). The height cap only stops a panorama strip becoming a 400×4000 thumbnail.
 */
export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_MAX_HEIGHT = 1000;

/**
 * Decoding: EXIF orientation applied; sharp refuses over `pixelLimit` from the header alone
 * (before allocating), and `failOn: 'error'` rejects truncated or corrupt data while tolerating
 * the harmless warnings ("extraneous bytes before marker") that real cameras produce.
 */
export function decodeOptions(pixelLimit = IMAGE_PIXEL_LIMIT): SharpOptions {
  return { limitInputPixels: pixelLimit, failOn: 'error', autoOrient: true, sequentialRead: true };
}

export function previewResize(): ResizeOptions {
  return {
    width: PREVIEW_MAX_SIDE,
    height: PREVIEW_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  };
}

export function phonePreviewResize(): ResizeOptions {
  return {
    width: PHONE_PREVIEW_MAX_SIDE,
    height: PHONE_PREVIEW_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  };
}

export function thumbnailResize(): ResizeOptions {
  return {
    width: THUMBNAIL_WIDTH,
    height: THUMBNAIL_MAX_HEIGHT,
    fit: 'inside',
    withoutEnlargement: true,
  };
}

/**
 * WebP for every rendition: about 45% smaller than JPEG at the same look on our creatives
 * (flat colours and text), keeps transparency, and every browser we support decodes it.
 * Effort 2 (of 0–6) measured at half the encode time of the default 4 for files ~3% larger.
 */
export const PREVIEW_WEBP: WebpOptions = { quality: 80, effort: 2 };
export const THUMBNAIL_WEBP: WebpOptions = { quality: 78, effort: 2 };
