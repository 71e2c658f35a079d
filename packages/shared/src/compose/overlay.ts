import { bannerFont } from '../editor/fonts';
import type { Align, EditorSettings } from '../editor/settings';
import type { Canvas2DContext, CanvasImage, TextAlign } from './context';
import { drawDownloadMark, markCorner } from './download-mark';
import { paragraphDirection, type TextDirection } from './text-direction';
import { wrapParagraphs } from './text-wrap';

/** A decoded logo and its natural size. */
export interface OverlayLogo {
  image: CanvasImage;
  width: number;
  height: number;
}

export interface OverlayInput {
  /** The output's size in pixels: the overlay is laid out for exactly this frame. */
  width: number;
  height: number;
  settings: EditorSettings;
  logo?: OverlayLogo | null;
  /** Whether the free download's mark goes on top (download-mark.ts, decision note 0010). */
  watermark: boolean;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Spec §9: full mode dims the frame with 60% black; a strip with no colour is 55% black.
const FULL_DIM = 'rgba(0, 0, 0, 0.6)';
const STRIP_DEFAULT = 'rgba(0, 0, 0, 0.55)';
const LINE_HEIGHT = 1.25;
// Nastaliq, the Urdu face, sets each word on a slope that starts well above the line and hangs
// its descenders well below: at 1.25 the lines of a wrapped Urdu banner touched (checked on
// both canvases by eye, decision note 0028), at 1.7 they clear each other.
const NASTALIQ_LINE_HEIGHT = 1.7;
const ARABIC_LETTER = /\p{Script=Arabic}/u;
// A strip keeps this much of the text size above and below the text.
const STRIP_PADDING = 0.5;
// A logo taller than this share of the frame (a tall portrait logo on a 16:9 frame) is capped.
const LOGO_MAX_HEIGHT_SHARE = 0.4;
// The width the logo paddings are expressed in (see SLIDERS in editor/settings).
const PADDING_REFERENCE_WIDTH = 1080;

/** Spec §9: text size max(20 px, 6% of height) × scale; margin max(16 px, 2% of width). */
export function textMetrics(width: number, height: number, fontScale: number) {
  return {
    textSize: Math.max(20, height * 0.06) * fontScale,
    margin: Math.max(16, width * 0.02),
  };
}

/** Where the logo goes, or null when it is off or missing (spec §5). */
export function logoRect(
  width: number,
  height: number,
  settings: EditorSettings,
  logo: Pick<OverlayLogo, 'width' | 'height'> | null | undefined,
): Rect | null {
  if (!settings.logoEnabled || !logo || logo.width <= 0 || logo.height <= 0) return null;
  const aspect = logo.height / logo.width;
  let w = settings.logoScalePct * width;
  let h = w * aspect;
  if (h > height * LOGO_MAX_HEIGHT_SHARE) {
    h = height * LOGO_MAX_HEIGHT_SHARE;
    w = h / aspect;
  }
  const unit = width / PADDING_REFERENCE_WIDTH;
  const side = settings.logoPaddingSide * unit;
  const x = alignedStart(settings.logoAlign, width, w, side);
  return { x, y: settings.logoPaddingTop * unit, width: w, height: h };
}

/** A line of the banner and its paragraph's reading direction (Urdu reads right to left). */
export interface BannerLine {
  text: string;
  direction: TextDirection;
}

export interface BannerLayout {
  font: string;
  textSize: number;
  lines: BannerLine[];
  lineHeight: number;
  /** The anchor of every line: left edge, centre or right edge by `align`. */
  x: number;
  /** Top of the first line's box. */
  top: number;
  align: Align;
  /** The strip behind the text (strip mode only). */
  strip: (Rect & { fill: string }) | null;
}

/**
 * The banner's text, wrapped to the frame and placed by mode: `text` sits on the bottom margin,
 * `strip` centres it in a band at the bottom, `full` centres it in the frame; the position
 * slider moves it by a share of the height. Text that cannot fit at its size is shrunk until it
 * does, and the block is kept inside the margins, so nothing ever leaves the image.
 * Null when the banner is off or its text is blank after trimming (spec §5).
 */
export function bannerLayout(
  ctx: Pick<Canvas2DContext, 'font' | 'measureText'>,
  width: number,
  height: number,
  settings: EditorSettings,
): BannerLayout | null {
  const text = settings.bannerText.trim();
  if (!settings.bannerEnabled || text === '') return null;
  const metrics = textMetrics(width, height, settings.bannerFontScale);
  const margin = metrics.margin;
  const maxWidth = Math.max(1, width - 2 * margin);
  const maxBlock = Math.max(1, height - 2 * margin);

  const lineFactor = ARABIC_LETTER.test(text) ? NASTALIQ_LINE_HEIGHT : LINE_HEIGHT;
  let textSize = metrics.textSize;
  let font: string;
  let lines: BannerLine[];
  for (;;) {
    font = bannerFont(settings.bannerFontFamily, settings.bannerFontWeight, round(textSize));
    ctx.font = font;
    lines = wrapParagraphs((t) => ctx.measureText(t), text, maxWidth).flatMap((p) => {
      const direction = paragraphDirection(p.text);
      return p.lines.map((line) => ({ text: line, direction }));
    });
    if (lines.length * textSize * lineFactor <= maxBlock || textSize <= 6) break;
    textSize *= 0.9;
  }
  textSize = round(textSize);
  const lineHeight = textSize * lineFactor;
  const block = lines.length * lineHeight;
  const offset = settings.bannerTextOffsetPct * height;

  let top: number;
  let strip: BannerLayout['strip'] = null;
  if (settings.bannerMode === 'strip') {
    const stripHeight = Math.min(
      height,
      Math.max(settings.bannerStripHeightPct * height, block + 2 * STRIP_PADDING * textSize),
    );
    const stripY = clamp(height - stripHeight + offset, 0, height - stripHeight);
    strip = {
      x: 0,
      y: stripY,
      width,
      height: stripHeight,
      fill: settings.stripColor || STRIP_DEFAULT,
    };
    top = stripY + (stripHeight - block) / 2;
  } else if (settings.bannerMode === 'full') {
    top = (height - block) / 2 + offset;
  } else {
    top = height - margin - block + offset;
  }
  top = clamp(top, margin, height - margin - block);

  const x =
    settings.bannerAlign === 'left'
      ? margin
      : settings.bannerAlign === 'right'
        ? width - margin
        : width / 2;
  return { font, textSize, lines, lineHeight, x, top, align: settings.bannerAlign, strip };
}

/**
 * Draws the overlay of a design (DESIGN.md principle 3): full-mode dimming, the strip, the
 * logo, the banner text and, when due, the free download's mark, over whatever the caller has drawn or will
 * composite beneath. The browser's editor and the server's renderer both call this, so the
 * preview is the download. Restores the context's state.
 */
export function drawOverlay(ctx: Canvas2DContext, input: OverlayInput): void {
  const { width, height, settings } = input;
  if (width <= 0 || height <= 0) return;
  ctx.save();
  const banner = bannerLayout(ctx, width, height, settings);
  if (banner && settings.bannerMode === 'full') {
    ctx.fillStyle = FULL_DIM;
    ctx.fillRect(0, 0, width, height);
  }
  if (banner?.strip) {
    ctx.fillStyle = banner.strip.fill;
    ctx.fillRect(banner.strip.x, banner.strip.y, banner.strip.width, banner.strip.height);
  }
  const logo = logoRect(width, height, settings, input.logo);
  if (logo && input.logo) ctx.drawImage(input.logo.image, logo.x, logo.y, logo.width, logo.height);
  if (banner) drawBannerText(ctx, banner, settings);
  ctx.restore();
  if (input.watermark) drawDownloadMark(ctx, width, height, markCorner(ctx, width, height, logo));
}

function drawBannerText(ctx: Canvas2DContext, banner: BannerLayout, settings: EditorSettings) {
  ctx.save();
  ctx.font = banner.font;
  ctx.fillStyle = settings.bannerTextColor;
  ctx.textAlign = banner.align satisfies TextAlign;
  ctx.textBaseline = 'middle';
  if (settings.bannerMode === 'text') {
    // Text straight on the picture needs a soft shadow to read on light and busy areas.
    ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
    ctx.shadowBlur = Math.max(2, banner.textSize * 0.12);
    ctx.shadowOffsetX = 0;
    ctx.shadowOffsetY = Math.max(1, banner.textSize * 0.04);
  }
  banner.lines.forEach((line, i) => {
    // The base direction orders the runs of a mixed line and puts an Urdu line's trailing
    // punctuation on its left; the alignment stays the user's (left, centre, right).
    ctx.direction = line.direction;
    ctx.fillText(line.text, banner.x, banner.top + banner.lineHeight * (i + 0.5));
  });
  ctx.restore();
}

function alignedStart(align: Align, frame: number, size: number, inset: number): number {
  if (align === 'center') return (frame - size) / 2;
  if (align === 'right') return frame - inset - size;
  return inset;
}

function clamp(value: number, min: number, max: number): number {
  return max < min ? min : Math.min(max, Math.max(min, value));
}

function round(px: number): number {
  return Math.round(px * 10) / 10;
}
