import { createCanvas } from '@napi-rs/canvas';
import { markCorner } from '@stamp/shared/compose/download-mark';
import { bannerLayout, drawOverlay, logoRect } from '@stamp/shared/compose/overlay';
import { STATUS_BACKDROP_BRIGHTNESS } from '@stamp/shared/compose/status-frame';
import type { EditorSettings } from '@stamp/shared/editor/settings';
import { registerBundledFonts } from '@stamp/shared/node/canvas-fonts';
import sharp from 'sharp';
import { UnusableMediaError } from '../../lib/media-errors';
import { blendLayer, drawnSpans, type LayerSpans } from './blend-layer';
import { cachedDesignSpans } from './design-spans-cache';
import { decodeOptions, IMAGE_PIXEL_LIMIT, THUMBNAIL_WEBP } from './image-options';
import { decodeLogo } from './logo-cache';
import { downloadMarkSpans } from './watermark-overlay';

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
 * DESIGN.md principle 3: the base is never drawn here; blend-layer.ts or ffmpeg puts this layer on
 * it.
 */
export async function drawDesignLayer(input: DesignLayerInput) {
  const logo = await loadLogo(input);
  const canvas = createCanvas(input.width, input.height);
  drawOverlay(canvas.getContext('2d'), { ...input, logo });
  return canvas;
}

async function loadLogo(input: Pick<DesignLayerInput, 'logo' | 'settings'>) {
  registerBundledFonts();
  if (!input.logo || !input.settings.logoEnabled) return null;
  return decodeLogo(input.logo).catch(() => {
    throw new UnusableMediaError('The logo could not be read; please upload it again');
  });
}

/**
 * The same layer without the watermark, drawn only over the parts of the frame the design can
 * touch (`designBands`), each on a canvas of its own translated into place, and returned as
 * spans to blend. Reading a canvas' pixels is the layer's main cost, per pixel (4K: ~100 ms CPU
 * for the whole frame), and a typical design covers a bottom strip and a logo in a top corner.
 * The test checks it gives the full-frame layer's pixels exactly.
 */
export async function drawDesignSpans(
  input: Omit<DesignLayerInput, 'watermark'>,
): Promise<LayerSpans[]> {
  const logo = await loadLogo(input);
  const { width, height, settings } = input;
  const layers: LayerSpans[] = [];
  for (const band of designBands(width, height, settings, logo)) {
    const bandWidth = band.right - band.left;
    const canvas = createCanvas(bandWidth, band.bottom - band.top);
    const ctx = canvas.getContext('2d');
    ctx.translate(-band.left, -band.top);
    drawOverlay(ctx, { width, height, settings, logo, watermark: false });
    const layer = drawnSpans(canvas.data(), bandWidth, band.bottom - band.top);
    // Spans index the band's own pixels; the frame index is the same place in the whole image.
    const { spans } = layer;
    for (let s = 0; s < spans.length; s += 3) {
      const local = spans[s] as number;
      const y = Math.floor(local / bandWidth);
      spans[s] = (band.top + y) * width + band.left + (local - y * bandWidth);
    }
    layers.push(layer);
  }
  return layers;
}

// Bands closer than this are drawn as one: a canvas and a layout pass cost more than a few rows.
const BAND_MERGE_ROWS = 64;

/** A part of the frame, in pixels: rows [top, bottom), columns [left, right). */
export interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where `drawOverlay` can draw without the watermark, from the shared layout itself
 * (`bannerLayout`, `logoRect`): full mode's dimming covers the frame; else the strip and the
 * text block across the whole width, and the logo over its own columns only (at 4K a corner
 * logo's rows are a sixth of the frame, its columns a sixth of those). Glyphs reach past their
 * line box (accents, Devanagari vowel signs) and text mode's shadow blurs (0.12 of the text size)
 * and drops (0.04) below it, so the text block gets a whole text size of room each way; edges a
 * pixel for antialiasing. Overlapping or near bands merge into their bounding box.
 */
export function designBands(
  width: number,
  height: number,
  settings: EditorSettings,
  logo: { width: number; height: number } | null,
): Band[] {
  const measure = createCanvas(1, 1).getContext('2d');
  const banner = bannerLayout(measure, width, height, settings);
  if (banner && settings.bannerMode === 'full') {
    return [{ top: 0, bottom: height, left: 0, right: width }];
  }
  const parts: Band[] = [];
  const across = (top: number, bottom: number) => ({ top, bottom, left: 0, right: width });
  if (banner?.strip) parts.push(across(banner.strip.y, banner.strip.y + banner.strip.height));
  if (banner) {
    const block = banner.lines.length * banner.lineHeight;
    parts.push(across(banner.top - banner.textSize, banner.top + block + banner.textSize));
  }
  const rect = logoRect(width, height, settings, logo);
  if (rect) {
    parts.push({
      top: rect.y,
      bottom: rect.y + rect.height,
      left: rect.x,
      right: rect.x + rect.width,
    });
  }
  const bands: Band[] = [];
  for (const part of parts.sort((a, b) => a.top - b.top)) {
    const band = {
      top: Math.max(0, Math.floor(part.top) - 1),
      bottom: Math.min(height, Math.ceil(part.bottom) + 1),
      left: Math.max(0, Math.floor(part.left) - 1),
      right: Math.min(width, Math.ceil(part.right) + 1),
    };
    if (band.bottom <= band.top || band.right <= band.left) continue;
    const last = bands.at(-1);
    if (last && band.top - last.bottom <= BAND_MERGE_ROWS) {
      last.bottom = Math.max(last.bottom, band.bottom);
      last.left = Math.min(last.left, band.left);
      last.right = Math.max(last.right, band.right);
    } else bands.push(band);
  }
  return bands;
}

export interface ImageDownloadInput {
  original: Buffer;
  settings: EditorSettings;
  logo: Buffer | null;
  watermark: boolean;
  pixelLimit?: number;
  /**
   * A frame of another shape to fit the creative into (WhatsApp Status: 1080×1920), or none for
   * the original's own size. The design is laid out on the frame, as the shared layout always is.
   */
  frame?: { width: number; height: number } | null;
}

export interface RenderedImage {
  png: Buffer;
  width: number;
  height: number;
}

// zlib level 6 with adaptive filtering is libvips' default: files a third smaller than level 1
// for a few per cent more time on these flat, text-heavy designs. Adaptive filtering is most of
// the encode's time (4K: 52 → 174 ms CPU) and pays for it in bytes sent to phones: clean 4K
// design 844 → 497 KB, a 1080² one 280 → 230 KB. Level 4 saved time at 1080² but not at 4K.
// Exported for the benchmark, whose baseline encodes with exactly these.
export const DOWNLOAD_PNG = { compressionLevel: 6, adaptiveFiltering: true } as const;

// A free download's mark is fine diagonal text, which no row filter predicts. Measured with the
// first, denser watermark: adaptive filtering saved 8–9% (1080²: 544 → 495 KB) for 2.2–2.8× the
// encode time. Re-checked with the lighter mark of decision note 0010 on three designs, it made
// the files larger (1080²: 292 → 499 KB) at 3× the time. Free downloads are most downloads, so
// they take the faster encode and members' clean files the smaller one.
export const WATERMARKED_PNG = { compressionLevel: 6, adaptiveFiltering: false } as const;

/**
 * A marketplace download at the original's full resolution: the original decoded once to raw
 * sRGB (oriented, pixel-limited) while this thread draws the design layer, the layer and the
 * cached free-download mark (download-mark.ts) blended into those pixels (blend-layer.ts,
 * decision note 0009), then sharp encodes the PNG (`DOWNLOAD_PNG`, or `WATERMARKED_PNG` when
 * watermarked). An opaque original stays 3 bands (a quarter less to filter and deflate than
 * RGBA); one with transparency keeps its alpha.
 */
export async function renderImageDownload(input: ImageDownloadInput): Promise<RenderedImage> {
  const { data, width, height, channels } = await composeDesign(input, null, input.frame ?? null);
  const png = await sharp(data, { raw: { width, height, channels } })
    .png(input.watermark ? WATERMARKED_PNG : DOWNLOAD_PNG)
    .toBuffer();
  return { png, width, height };
}

/** An e-mail's picture of a design: small enough to attach, JPEG (photo-like creatives). */
export interface DesignPicture {
  jpeg: Buffer;
  width: number;
  height: number;
}

// Quality 82 with full-resolution colour (4:4:4), so coloured banner text keeps its edges: a
// 600 px picture of test-media.ts' creatives is 29–42 KB (a 9:16 story, 46 KB), so a reminder's
// three stay near 150 KB in all.
const PICTURE_JPEG = { quality: 82, progressive: true, chromaSubsampling: '4:4:4' } as const;

/**
 * The same design as a download (the same layer, logo, banner and free mark, from
 * `composeDesign`), at `width` pixels wide instead of the original's size: the base is scaled
 * while it is decoded and the layer is drawn at the smaller size, as the editor's preview draws
 * it, so the picture is what the download would be, only smaller. Flattened on white (JPEG has
 * no alpha).
 */
export async function renderDesignPicture(
  input: ImageDownloadInput & { width: number },
): Promise<DesignPicture> {
  const { data, width, height, channels } = await composeDesign(input, input.width, null);
  const jpeg = await sharp(data, { raw: { width, height, channels } })
    .flatten({ background: '#ffffff' })
    .jpeg(PICTURE_JPEG)
    .toBuffer();
  return { jpeg, width, height };
}

/**
 * The composed pixels: the base decoded (scaled to `targetWidth` when given, never enlarged, or
 * fitted into `frame`), the design's layer blended in and, when due, the free mark.
 */
async function composeDesign(
  input: ImageDownloadInput,
  targetWidth: number | null,
  frame: { width: number; height: number } | null,
) {
  const pixelLimit = input.pixelLimit ?? IMAGE_PIXEL_LIMIT;
  const decoder = sharp(input.original, decodeOptions(pixelLimit));
  const meta = await decoder.metadata().catch(() => {
    throw unreadable();
  });
  const original = meta.autoOrient;
  let { width, height } = original;
  if (frame) {
    ({ width, height } = frame);
  } else if (targetWidth !== null && targetWidth < width) {
    width = targetWidth;
    height = Math.max(1, Math.round((original.height * targetWidth) / original.width));
    decoder.resize({ width, height, fit: 'fill' });
  }
  // Started before the layer is drawn: libvips decodes on its own thread meanwhile.
  const decoding = (
    frame
      ? fitIntoFrame(input.original, pixelLimit, frame)
      : decoder.toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true })
  ).catch(() => {
    throw unreadable();
  });
  let design: LayerSpans[];
  try {
    const layerInput = { width, height, settings: input.settings, logo: input.logo };
    design = await cachedDesignSpans(layerInput, () => drawDesignSpans(layerInput));
  } catch (error) {
    await decoding.catch(() => undefined);
    throw error;
  }
  const { data, info } = await decoding;
  const channels = info.channels === 4 ? 4 : 3;
  if (channels !== info.channels) throw unreadable();
  const base = { data, width, height, channels } as const;
  for (const layer of design) blendLayer(base, layer);
  if (input.watermark) {
    const { settings } = input;
    const logo = await loadLogo(input); // decoded above already: a cache hit
    const measure = createCanvas(1, 1).getContext('2d');
    const corner = markCorner(measure, width, height, logoRect(width, height, settings, logo));
    blendLayer(base, downloadMarkSpans(width, height, corner));
  }
  return base;
}

// The backdrop's blur (sigma, in frame pixels) and dimming (STATUS_BACKDROP_BRIGHTNESS): enough that
// no shape of the creative reads twice and the creative stands out, not so dark that a light
// creative sits in a black box.
const BACKDROP_BLUR_SIGMA = 48;

/**
 * The whole creative, contained in `frame` (never cropped: a 1:1 post keeps its text and edges),
 * over the same creative scaled to cover the frame, blurred and dimmed. The Status viewer then
 * shows a full-screen picture in the creative's own colours instead of black or white bars, and a
 * 9:16 story simply fills the frame. Opaque RGB out, as the blend expects.
 */
async function fitIntoFrame(
  original: Buffer,
  pixelLimit: number,
  frame: { width: number; height: number },
) {
  const decoded = () => sharp(original, decodeOptions(pixelLimit)).toColourspace('srgb');
  const [backdrop, creative] = await Promise.all([
    decoded()
      .resize({ ...frame, fit: 'cover' })
      .flatten({ background: '#000000' })
      .blur(BACKDROP_BLUR_SIGMA)
      .modulate({ brightness: STATUS_BACKDROP_BRIGHTNESS })
      .png({ compressionLevel: 0 })
      .toBuffer(),
    decoded()
      .resize({ ...frame, fit: 'inside' })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  ]);
  return sharp(backdrop)
    .composite([{ input: creative, gravity: 'centre' }])
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
}

function unreadable() {
  return new UnusableMediaError('The original of this design could not be read');
}

export interface DownloadThumbnailInput {
  /** The design's catalog thumbnail (400 px WebP) or a video's poster. */
  thumbnail: Buffer;
  settings: EditorSettings;
  logo: Buffer | null;
  watermark: boolean;
}

/**
 * The picture of a download in the history: the design as the user made it (logo, banner, the
 * free mark when it has one), drawn over the catalog thumbnail at the thumbnail's size, as the
 * editor's preview draws it over the preview. A few milliseconds, where the full render is ~50.
 */
export async function renderDownloadThumbnail(input: DownloadThumbnailInput): Promise<Buffer> {
  const meta = await sharp(input.thumbnail)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw unreadable();
  const layer = await drawDesignLayer({
    width,
    height,
    settings: input.settings,
    logo: input.logo,
    watermark: input.watermark,
  });
  return sharp(input.thumbnail)
    .autoOrient()
    .composite([{ input: layer.data(), raw: { width, height, channels: 4, premultiplied: true } }])
    .webp(THUMBNAIL_WEBP)
    .toBuffer();
}
