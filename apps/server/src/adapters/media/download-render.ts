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
// for a few per cent more time on these flat, text-heavy designs. Adaptive filtering is most of
// the encode's time (4K: 48 → 138 ms CPU) and pays for it in bytes sent to phones: clean 4K
// design 882 → 581 KB, a 1080² photo 2.4 → 1.5 MB; only a watermarked flat design gains
// little (7%). Level 4 saved time at 1080² but not at 4K. Exported for the benchmark, whose
// baseline encodes with exactly these.
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
  let image = base.toColourspace('srgb');
  const regions = drawnRegions(layer.data(), width, height);
  if (regions.length > 0) {
    const ctx = layer.getContext('2d');
    image = image.composite(
      regions.map(({ left, top, width, height }) => {
        // Straight alpha, as getImageData gives it (reading only this region): sharp turns
        // premultiplied raw input into float to unpremultiply it, and libvips then casts the
        // base to float as well (watermarked 4K composite: 145 → 129 ms CPU, the read
        // included). Colours differ from the premultiplied route by at most 1/255.
        const { data } = ctx.getImageData(left, top, width, height);
        return {
          input: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
          raw: { width, height, channels: 4 as const },
          left,
          top,
        };
      }),
    );
  }
  // Compositing adds an alpha band; an opaque original stays opaque, so the PNG carries 3 bands,
  // not 4: a quarter less to filter and deflate (clean 4K: 341 → 299 ms CPU a render, the file
  // 651 → 581 KB).
  if (!meta.hasAlpha) image = image.removeAlpha();
  const png = await image.png(DOWNLOAD_PNG).toBuffer();
  return { png, width, height };
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

// Runs of drawn rows closer than this become one region: fewer, slightly larger regions cost
// libvips less bookkeeping than many thin ones.
const REGION_MERGE_ROWS = 32;

/**
 * Where a design layer (premultiplied RGBA, as `canvas.data()` gives it) has anything drawn, as
 * a few rectangles: runs of rows with drawing in them, each cut to the columns drawn on. sharp
 * composites only these. libvips composites in float every pixel of every strip an overlay
 * touches, so a logo and a banner strip cost what they cover instead of the whole frame (clean
 * 4K: composite 111 → 65 ms CPU for a 5–14 ms scan; 1080²: 16 → 9 for 1 ms). A watermark
 * crosses nearly every row, so a watermarked layer stays about one full-frame region.
 */
export function drawnRegions(layer: Uint8Array, width: number, height: number): Region[] {
  // Read as 32-bit words, one a pixel: premultiplied, a transparent pixel is exactly 0. An
  // unaligned view is copied first (Uint32Array needs an offset that is a multiple of 4).
  const data = layer.byteOffset % 4 === 0 ? layer : new Uint8Array(layer);
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const regions: Region[] = [];
  let run: { top: number; bottom: number; left: number; right: number } | null = null;
  const close = (r: NonNullable<typeof run>) =>
    regions.push({
      left: r.left,
      top: r.top,
      width: r.right - r.left + 1,
      height: r.bottom - r.top + 1,
    });
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let left = 0;
    while (left < width && pixels[row + left] === 0) left++;
    if (left === width) continue;
    let right = width - 1;
    while (pixels[row + right] === 0) right--;
    if (run && y - run.bottom <= REGION_MERGE_ROWS) {
      run.bottom = y;
      run.left = Math.min(run.left, left);
      run.right = Math.max(run.right, right);
    } else {
      if (run) close(run);
      run = { top: y, bottom: y, left, right };
    }
  }
  if (run) close(run);
  return regions;
}
