import type { Canvas2DContext } from './context';
import { FONT_FAMILY } from './fonts';

export interface WatermarkOptions {
  /** The large centred word and the bold word of the pattern. */
  mark?: string;
  /** The light word repeated between the marks of the pattern. */
  tagline?: string;
  /** The small line under the centred mark. */
  caption?: string;
  /** Multiplies every opacity below: 1 is the shipped look, 0 draws nothing. */
  opacity?: number;
  family?: string;
}

const DEFAULTS = {
  mark: 'STAMP',
  tagline: 'stamp.preview',
  caption: 'PREVIEW',
  opacity: 1,
  family: FONT_FAMILY.poppins,
} satisfies Required<WatermarkOptions>;

// Rising to the right at 30°: steep enough to cross every horizontal line of banner text, shallow
// enough that the words stay readable as a brand.
const PATTERN_ANGLE = -Math.PI / 6;
// White text with a dark outline reads on light and dark creatives alike. The alphas were tuned
// by eye on light, dark and busy images: the design stays legible through the pattern, but
// crops of any region still carry several marks.
const PATTERN_FILL_ALPHA = 0.3;
const PATTERN_STROKE_ALPHA = 0.14;
const MARK_FILL_ALPHA = 0.42;
const MARK_STROKE_ALPHA = 0.25;

export interface WatermarkLayout {
  /** Font size of the repeated pattern, px. */
  patternSize: number;
  /** Distance between pattern rows, along the rotated axis, px. */
  rowGap: number;
  /** Space between words in a pattern row, px. */
  wordGap: number;
  /** Upper bound on the centred mark's font size (it also has to fit the width), px. */
  markSize: number;
  /** Largest share of the width the centred mark may take. */
  markMaxWidthShare: number;
  /** Distance from the centre to a corner: how far the rotated pattern must reach. */
  reach: number;
}

/**
 * Sizes of the watermark for an output of `width`×`height`, in proportion to the shorter side so
 * a 9:16 story and a 16:9 frame get the same density. At 1080 px the pattern is 28 px, the size
 * of a caption, and the centred mark about a fifth of the side; the 9 px floor keeps a 400 px
 * thumbnail's pattern from turning into noise.
 */
export function watermarkLayout(width: number, height: number): WatermarkLayout {
  const short = Math.min(width, height);
  const patternSize = Math.max(9, Math.round(short * 0.026));
  return {
    patternSize,
    rowGap: Math.round(patternSize * 4.5),
    wordGap: Math.round(patternSize * 2.4),
    markSize: Math.max(24, Math.round(short * 0.2)),
    markMaxWidthShare: 0.72,
    reach: Math.hypot(width, height) / 2,
  };
}

/**
 * Draws the preview watermark (previews of every design, for whoever is not a member; the free
 * download carries the lighter mark of download-mark.ts, decision note 0010) over whatever is on the context already (the caller draws or
 * composites the base): a diagonal pattern of `STAMP  stamp.preview` at low opacity across the
 * whole frame, and one larger `STAMP / PREVIEW` in the centre. Restores the context's state.
 */
export function drawWatermark(
  ctx: Canvas2DContext,
  width: number,
  height: number,
  options: WatermarkOptions = {},
): void {
  const o = { ...DEFAULTS, ...options };
  if (width <= 0 || height <= 0 || o.opacity <= 0) return;
  const layout = watermarkLayout(width, height);
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.lineJoin = 'round';
  drawPattern(ctx, layout, o);
  drawCentredMark(ctx, width, layout, o);
  ctx.restore();
}

function drawPattern(
  ctx: Canvas2DContext,
  layout: WatermarkLayout,
  o: Required<WatermarkOptions>,
): void {
  const { patternSize, rowGap, wordGap, reach } = layout;
  const boldFont = `700 ${patternSize}px "${o.family}"`;
  const lightFont = `400 ${patternSize}px "${o.family}"`;
  ctx.save();
  ctx.rotate(PATTERN_ANGLE);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = Math.max(1, patternSize / 10);
  ctx.font = boldFont;
  const markWidth = ctx.measureText(o.mark).width;
  ctx.font = lightFont;
  const taglineWidth = ctx.measureText(o.tagline).width;
  const tile = markWidth + taglineWidth + 2 * wordGap;

  const starts: Array<[x: number, y: number]> = [];
  const rows = Math.ceil(reach / rowGap);
  for (let row = -rows; row <= rows; row++) {
    // Every other row shifts by half a tile, so marks form a brick pattern, not columns.
    const shift = (row & 1) * (tile / 2);
    for (let x = -reach - tile + shift; x < reach; x += tile) starts.push([x, row * rowGap]);
  }
  // One font change per word kind rather than per word: setting `font` parses the shorthand.
  ctx.font = boldFont;
  drawOutlinedRun(ctx, o.mark, starts, 0, PATTERN_FILL_ALPHA, PATTERN_STROKE_ALPHA, o.opacity);
  ctx.font = lightFont;
  const taglineOffset = markWidth + wordGap;
  drawOutlinedRun(
    ctx,
    o.tagline,
    starts,
    taglineOffset,
    PATTERN_FILL_ALPHA,
    PATTERN_STROKE_ALPHA,
    o.opacity,
  );
  ctx.restore();
}

function drawCentredMark(
  ctx: Canvas2DContext,
  width: number,
  layout: WatermarkLayout,
  o: Required<WatermarkOptions>,
): void {
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Fit the word to the width first: a long custom mark on a narrow story must not overflow.
  const probe = 100;
  ctx.font = `800 ${probe}px "${o.family}"`;
  const widthPerPx = ctx.measureText(o.mark).width / probe;
  const fitted = widthPerPx > 0 ? (width * layout.markMaxWidthShare) / widthPerPx : layout.markSize;
  const size = Math.max(8, Math.floor(Math.min(layout.markSize, fitted)));
  ctx.lineWidth = Math.max(1, size / 28);
  ctx.font = `800 ${size}px "${o.family}"`;
  drawOutlinedRun(ctx, o.mark, [[0, 0]], 0, MARK_FILL_ALPHA, MARK_STROKE_ALPHA, o.opacity);
  if (o.caption) {
    const captionSize = Math.max(7, Math.round(size * 0.26));
    ctx.lineWidth = Math.max(1, captionSize / 12);
    ctx.font = `600 ${captionSize}px "${o.family}"`;
    // Poppins' capitals sit about 0.35 em above and below the middle baseline, so this leaves a
    // gap of roughly a quarter of the caption's size under the mark.
    const captionY = size * 0.42 + captionSize * 0.85;
    drawOutlinedRun(
      ctx,
      o.caption,
      [[0, captionY]],
      0,
      MARK_FILL_ALPHA,
      MARK_STROKE_ALPHA,
      o.opacity,
    );
  }
  ctx.restore();
}

/**
 * `text` at every start (shifted right by `dx`) in the current font: a dark outline under a
 * white fill, visible on white, on black and on anything between.
 */
function drawOutlinedRun(
  ctx: Canvas2DContext,
  text: string,
  starts: ReadonlyArray<readonly [number, number]>,
  dx: number,
  fillAlpha: number,
  strokeAlpha: number,
  opacity: number,
): void {
  ctx.globalAlpha = strokeAlpha * opacity;
  ctx.strokeStyle = '#000000';
  for (const [x, y] of starts) ctx.strokeText(text, x + dx, y);
  ctx.globalAlpha = fillAlpha * opacity;
  ctx.fillStyle = '#ffffff';
  for (const [x, y] of starts) ctx.fillText(text, x + dx, y);
}
