import { type FontFamily, fontStack } from '@stamp/shared/compose/fonts';
import type { Ctx } from './geometry';

export interface FontSpec {
  family: FontFamily;
  weight: number;
  /** CSS letter-spacing in em, for small caps-like kickers. */
  tracking?: number;
}

export interface FittedText {
  lines: string[];
  size: number;
  /** Widest line, measured with the final font. */
  width: number;
}

export interface FitOptions {
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  /** A preferred floor; the fit goes below it rather than overflow. */
  minSize: number;
}

/** Sets the font (and tracking) on the context for a size. */
export function applyFont(ctx: Ctx, spec: FontSpec, size: number): void {
  ctx.font = `${spec.weight} ${Math.round(size * 10) / 10}px ${fontStack(spec.family)}`;
  ctx.letterSpacing = spec.tracking ? `${Math.round(size * spec.tracking * 10) / 10}px` : '0px';
}

/** Greedy word wrap at `maxWidth` with the context's current font. */
export function wrapWords(ctx: Ctx, text: string, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(candidate).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The wider of the advance and the painted ink: a script face's swashes and Devanagari's
 * headline stroke can reach a few pixels past the advance width.
 */
export function lineWidth(ctx: Ctx, text: string): number {
  const m = ctx.measureText(text);
  return Math.max(m.width, m.actualBoundingBoxLeft + m.actualBoundingBoxRight);
}

function widest(ctx: Ctx, lines: string[]): number {
  return Math.max(0, ...lines.map((l) => lineWidth(ctx, l)));
}

/**
 * Balanced wrap: the narrowest width that keeps the same number of lines, so a headline
 * breaks as "Happy Diwali / to You" rather than leaving one orphaned word.
 */
function balance(ctx: Ctx, text: string, maxWidth: number, lineCount: number): string[] {
  let lo = maxWidth * 0.4;
  let hi = maxWidth;
  let best = wrapWords(ctx, text, maxWidth);
  for (let i = 0; i < 10; i++) {
    const mid = (lo + hi) / 2;
    const lines = wrapWords(ctx, text, mid);
    if (lines.length <= lineCount && widest(ctx, lines) <= mid) {
      best = lines;
      hi = mid;
    } else {
      lo = mid;
    }
  }
  return best;
}

/**
 * The largest size (stepping down ~4 %) at which `text` wraps into at most `maxLines` lines
 * no wider than `maxWidth`. Below `minSize` it keeps shrinking: overflowing a post is worse
 * than small text.
 */
export function fitText(ctx: Ctx, text: string, spec: FontSpec, opts: FitOptions): FittedText {
  let size = opts.maxSize;
  for (;;) {
    applyFont(ctx, spec, size);
    const lines = wrapWords(ctx, text, opts.maxWidth);
    const tooLong = lines.length > opts.maxLines && size > opts.minSize;
    if (!tooLong && widest(ctx, lines) <= opts.maxWidth) {
      const balanced = lines.length > 1 ? balance(ctx, text, opts.maxWidth, lines.length) : lines;
      return { lines: balanced, size, width: widest(ctx, balanced) };
    }
    if (size <= 4) return { lines, size, width: widest(ctx, lines) };
    size = Math.max(4, size * 0.96);
  }
}
