import type { Canvas2DContext } from './context';
import { FONT_FAMILY } from './fonts';
import type { Rect } from './overlay';

/**
 * The mark a free download carries (decision note 0010): a "Made with Stamp" badge with our logo
 * in a top corner, and a sparse, faint diagonal pattern of the word "stamp" that a crop cannot
 * escape but that leaves the design fit to post. Previews keep the stronger `drawWatermark`.
 */

export type MarkCorner = 'top-left' | 'top-right';

export const BADGE_TEXT = 'Made with Stamp';
const PATTERN_WORD = 'stamp';

// Rising to the right at 30°, as the preview's pattern, so it crosses every line of banner text.
const PATTERN_ANGLE = -Math.PI / 6;
// Faint enough to read through (tuned by eye on light, dark and busy creatives), present enough
// that the mark is in every quadrant of the file.
const PATTERN_FILL_ALPHA = 0.2;
const PATTERN_STROKE_ALPHA = 0.08;
const BADGE_FILL = 'rgba(17, 17, 17, 0.62)';
const BRAND_ORANGE = '#f97316';

export interface DownloadMarkLayout {
  /** Font size of the pattern word, px. */
  patternSize: number;
  /** Distance between pattern rows along the rotated axis, px. */
  rowGap: number;
  /** Distance between the starts of two words in a row, px. */
  wordStep: number;
  /** Distance from the centre to a corner: how far the rotated pattern must reach. */
  reach: number;
  /** The badge's height; its width follows from the text. */
  badgeHeight: number;
  /** Gap between the badge and the frame's edges. */
  badgeMargin: number;
}

/**
 * Sizes in proportion to the shorter side, so a story and a 16:9 frame look alike: at 1080 px
 * the badge is 54 px high (a caption's size on a phone) and the pattern 30 px words 7 rows
 * apart. Floors keep a small file's badge legible.
 */
export function downloadMarkLayout(width: number, height: number): DownloadMarkLayout {
  const short = Math.min(width, height);
  const patternSize = Math.max(10, Math.round(short * 0.028));
  return {
    patternSize,
    rowGap: patternSize * 7,
    wordStep: patternSize * 9,
    reach: Math.hypot(width, height) / 2,
    badgeHeight: Math.max(22, Math.round(short * 0.05)),
    badgeMargin: Math.max(8, Math.round(short * 0.025)),
  };
}

/** The badge's box in the frame, so callers can keep it clear of the logo. */
export function badgeRect(
  ctx: Canvas2DContext,
  width: number,
  height: number,
  corner: MarkCorner,
  family: string = FONT_FAMILY.poppins,
): Rect {
  const { badgeHeight, badgeMargin } = downloadMarkLayout(width, height);
  ctx.save();
  ctx.font = badgeFont(badgeHeight, family);
  const textWidth = ctx.measureText(BADGE_TEXT).width;
  ctx.restore();
  const pad = badgeHeight * 0.22;
  const glyph = badgeHeight - 2 * pad;
  const badgeWidth = pad + glyph + badgeHeight * 0.22 + textWidth + badgeHeight * 0.42;
  const x = corner === 'top-left' ? badgeMargin : width - badgeMargin - badgeWidth;
  return { x, y: badgeMargin, width: badgeWidth, height: badgeHeight };
}

/**
 * The corner for the badge: top right, the corner creatives leave free most often, unless the
 * logo is there; then top left. The banner lives at the bottom or the centre, never up here.
 */
export function markCorner(
  ctx: Canvas2DContext,
  width: number,
  height: number,
  logo: Rect | null,
): MarkCorner {
  if (!logo) return 'top-right';
  const right = badgeRect(ctx, width, height, 'top-right');
  return overlaps(right, logo) ? 'top-left' : 'top-right';
}

/** Draws the free download's mark over whatever is on the context. Restores its state. */
export function drawDownloadMark(
  ctx: Canvas2DContext,
  width: number,
  height: number,
  corner: MarkCorner,
  family: string = FONT_FAMILY.poppins,
): void {
  if (width <= 0 || height <= 0) return;
  const layout = downloadMarkLayout(width, height);
  ctx.save();
  ctx.lineJoin = 'round';
  drawPattern(ctx, width, height, layout, family);
  drawBadge(ctx, badgeRect(ctx, width, height, corner, family), family);
  ctx.restore();
}

function drawPattern(
  ctx: Canvas2DContext,
  width: number,
  height: number,
  layout: DownloadMarkLayout,
  family: string,
): void {
  const { patternSize, rowGap, wordStep, reach } = layout;
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate(PATTERN_ANGLE);
  ctx.font = `600 ${patternSize}px "${family}"`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = Math.max(1, patternSize / 10);
  const starts: Array<[number, number]> = [];
  const rows = Math.ceil(reach / rowGap);
  for (let row = -rows; row <= rows; row++) {
    // Every other row shifts by half a step: a brick pattern, so no column is left unmarked.
    const shift = (row & 1) * (wordStep / 2);
    for (let x = -reach - wordStep + shift; x < reach; x += wordStep) {
      starts.push([x, row * rowGap]);
    }
  }
  ctx.globalAlpha = PATTERN_STROKE_ALPHA;
  ctx.strokeStyle = '#000000';
  for (const [x, y] of starts) ctx.strokeText(PATTERN_WORD, x, y);
  ctx.globalAlpha = PATTERN_FILL_ALPHA;
  ctx.fillStyle = '#ffffff';
  for (const [x, y] of starts) ctx.fillText(PATTERN_WORD, x, y);
  ctx.restore();
}

function drawBadge(ctx: Canvas2DContext, box: Rect, family: string): void {
  const { x, y, width, height } = box;
  const pad = height * 0.22;
  const glyph = height - 2 * pad;
  ctx.save();
  ctx.globalAlpha = 1;
  ctx.fillStyle = BADGE_FILL;
  roundedRect(ctx, x, y, width, height, height / 2);
  ctx.fill();
  drawStampGlyph(ctx, x + pad, y + pad, glyph);
  ctx.font = badgeFont(height, family);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#ffffff';
  ctx.fillText(BADGE_TEXT, x + pad + glyph + height * 0.22, y + height / 2);
  ctx.restore();
}

/** Our logo (favicon.svg): a white "S" stroke on an orange rounded square, `size` px across. */
function drawStampGlyph(ctx: Canvas2DContext, x: number, y: number, size: number): void {
  const u = size / 64;
  ctx.fillStyle = BRAND_ORANGE;
  roundedRect(ctx, x, y, size, size, 14 * u);
  ctx.fill();
  const at = (px: number, py: number): [number, number] => [x + px * u, y + py * u];
  ctx.beginPath();
  ctx.moveTo(...at(20, 40));
  ctx.bezierCurveTo(...at(22, 44), ...at(27, 46), ...at(32, 46));
  ctx.bezierCurveTo(...at(39, 46), ...at(44, 43), ...at(44, 37));
  ctx.bezierCurveTo(...at(44, 26), ...at(22, 30), ...at(22, 20));
  ctx.bezierCurveTo(...at(22, 16), ...at(26, 13), ...at(32, 13));
  ctx.bezierCurveTo(...at(36, 13), ...at(40, 15), ...at(42, 18));
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 6 * u;
  ctx.lineCap = 'round';
  ctx.stroke();
}

function roundedRect(
  ctx: Canvas2DContext,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
): void {
  const r = Math.min(radius, width / 2, height / 2);
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + width, y, x + width, y + height, r);
  ctx.arcTo(x + width, y + height, x, y + height, r);
  ctx.arcTo(x, y + height, x, y, r);
  ctx.arcTo(x, y, x + width, y, r);
  ctx.closePath();
}

function badgeFont(badgeHeight: number, family: string): string {
  return `600 ${Math.round(badgeHeight * 0.4)}px "${family}"`;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
