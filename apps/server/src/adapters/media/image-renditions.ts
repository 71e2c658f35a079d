import sharp, { type Sharp } from 'sharp';
import { UnusableMediaError } from '../../lib/media-errors';
import {
  decodeOptions,
  IMAGE_PIXEL_LIMIT,
  PREVIEW_WEBP,
  phonePreviewResize,
  previewResize,
  THUMBNAIL_WEBP,
  thumbnailResize,
} from './image-options';
import { watermarkOverlay } from './watermark-overlay';

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

export interface ImageRenditions {
  /** The original's size after EXIF orientation: what a download render will produce. */
  width: number;
  height: number;
  thumbnail: EncodedImage;
  previewClean: EncodedImage;
  previewWatermarked: EncodedImage;
  /** The watermarked preview at phone size (image-options.ts: PHONE_PREVIEW_MAX_SIDE). */
  previewWatermarkedPhone: EncodedImage;
}

/**
 * The catalog renditions of an image. The original is decoded once, oriented and reduced to
 * ≤1080 px raw pixels; the clean preview and the thumbnail are encoded from that buffer, and the
 * watermarked previews (full and phone size) from it with the shared watermark layer composited,
 * concurrently on libvips' threads. Throws UnusableMediaError for anything sharp cannot or must not decode.
 */
export async function renderImageRenditions(
  input: Buffer,
  pixelLimit = IMAGE_PIXEL_LIMIT,
): Promise<ImageRenditions> {
  const decoder = sharp(input, decodeOptions(pixelLimit));
  const meta = await decoder.metadata().catch((error: unknown) => {
    throw unusable(error, pixelLimit);
  });
  const oriented = meta.autoOrient;
  if (oriented.width * oriented.height > pixelLimit) throw tooManyPixels(pixelLimit);
  if ((meta.pages ?? 1) > 1 && meta.format === 'gif') {
    throw new UnusableMediaError('Animated GIFs are not supported; please upload them as MP4');
  }

  const { data, info } = await decoder
    .resize(previewResize())
    // 3 or 4 channels of 8 bits whatever came in (grey, CMYK, 16-bit PNG), in sRGB, so the
    // RGBA layer composites onto it and every encoder below sees the same pixels.
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw unusable(error, pixelLimit);
    });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const fromPreview = () => sharp(data, { raw });
  const overlay = watermarkOverlay(info.width, info.height);

  // Composited once at full size: sharp resizes before it composites, so the phone's preview is
  // the full one made smaller, watermark and all.
  const marked = await fromPreview()
    .composite([
      {
        input: overlay.rgba,
        raw: { width: overlay.width, height: overlay.height, channels: 4, premultiplied: true },
      },
    ])
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const markedRaw = {
    width: marked.info.width,
    height: marked.info.height,
    channels: marked.info.channels,
  };
  const fromMarked = () => sharp(marked.data, { raw: markedRaw });

  const [previewClean, previewWatermarked, previewWatermarkedPhone, thumbnail] = await Promise.all([
    encode(fromPreview().webp(PREVIEW_WEBP)),
    encode(fromMarked().webp(PREVIEW_WEBP)),
    encode(fromMarked().resize(phonePreviewResize()).webp(PREVIEW_WEBP)),
    encode(fromPreview().resize(thumbnailResize()).webp(THUMBNAIL_WEBP)),
  ]);
  return {
    width: oriented.width,
    height: oriented.height,
    thumbnail,
    previewClean,
    previewWatermarked,
    previewWatermarkedPhone,
  };
}

/**
 * The phone's preview made from a stored watermarked preview, for items ingested before the phone
 * size existed (features/catalog/phone-previews.ts). Throws UnusableMediaError for a file sharp
 * cannot decode.
 */
export async function phonePreviewFrom(preview: Buffer): Promise<EncodedImage> {
  return encode(
    sharp(preview, decodeOptions()).resize(phonePreviewResize()).webp(PREVIEW_WEBP),
  ).catch((error: unknown) => {
    throw unusable(error, IMAGE_PIXEL_LIMIT);
  });
}

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: 'image/webp' };
}

function tooManyPixels(pixelLimit: number): UnusableMediaError {
  const megapixels = Math.round(pixelLimit / 100_000) / 10;
  return new UnusableMediaError(
    `This image is too large to process (over ${megapixels} megapixels)`,
  );
}

function unusable(error: unknown, pixelLimit: number): UnusableMediaError {
  const message = error instanceof Error ? error.message : String(error);
  // sharp's wording for limitInputPixels, checked against the header before any decoding.
  if (message.includes('exceeds pixel limit')) return tooManyPixels(pixelLimit);
  return new UnusableMediaError('This image is damaged or incomplete and cannot be used');
}
