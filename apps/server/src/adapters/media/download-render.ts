import { createCanvas, type Image, loadImage } from '@napi-rs/canvas';
import { drawOverlay } from '@stamp/shared/compose/overlay';
import type { EditorSettings } from '@stamp/shared/editor/settings';
import sharp from 'sharp';
import { UnusableMediaError } from '../../lib/media-errors';
import { registerBundledFonts } from './fonts';
import { decodeOptions, IMAGE_PIXEL_LIMIT } from './image-options';

export interface DesignLayerInput {
  width: number;
  height: number;
  settings: EditorSettings;
  /** The logo's encoded bytes (PNG, JPEG or WebP from the brand kit), or none. */
  logo: Buffer | null;
  watermark: boolean;
}

/**
 * A design's overlay (logo, banner, watermark when due) drawn by the shared `drawOverlay` on
 * @napi-rs/canvas at exactly the output's size: premultiplied RGBA, as Skia stores it.
 * DESIGN.md principle 3: the base is never drawn here; sharp or ffmpeg puts this layer on it.
 */
export async function drawDesignLayer(input: DesignLayerInput) {
  registerBundledFonts();
  const canvas = createCanvas(input.width, input.height);
  let logo: Image | null = null;
  if (input.logo && input.settings.logoEnabled) {
    logo = await loadImage(input.logo).catch(() => {
      throw new UnusableMediaError('The logo could not be read; please upload it again');
    });
  }
  drawOverlay(canvas.getContext('2d'), {
    width: input.width,
    height: input.height,
    settings: input.settings,
    logo: logo ? { image: logo, width: logo.width, height: logo.height } : null,
    watermark: input.watermark,
  });
  return canvas;
}

export interface ImageDownloadInput {
  original: Buffer;
  settings: EditorSettings;
  logo: Buffer | null;
  watermark: boolean;
  pixelLimit?: number;
}

export interface RenderedImage {
  png: Buffer;
  width: number;
  height: number;
}

// zlib level 6 with adaptive filtering is libvips' default: files a third smaller than level 1
// for a few per cent more time on these flat, text-heavy designs. Exported for the benchmark,
// whose baseline encodes with exactly these.
export const DOWNLOAD_PNG = { compressionLevel: 6, adaptiveFiltering: true } as const;

/**
 * A marketplace download at the original's full resolution: the original decoded once
 * (oriented, pixel-limited), the design layer composited over it by sharp, encoded as PNG.
 */
export async function renderImageDownload(input: ImageDownloadInput): Promise<RenderedImage> {
  const pixelLimit = input.pixelLimit ?? IMAGE_PIXEL_LIMIT;
  const base = sharp(input.original, decodeOptions(pixelLimit));
  const meta = await base.metadata().catch(() => {
    throw new UnusableMediaError('The original of this design could not be read');
  });
  const { width, height } = meta.autoOrient;
  const layer = await drawDesignLayer({
    width,
    height,
    settings: input.settings,
    logo: input.logo,
    watermark: input.watermark,
  });
  const png = await base
    .toColourspace('srgb')
    .composite([
      {
        input: layer.data(),
        raw: { width, height, channels: 4, premultiplied: true },
      },
    ])
    .png(DOWNLOAD_PNG)
    .toBuffer();
  return { png, width, height };
}
