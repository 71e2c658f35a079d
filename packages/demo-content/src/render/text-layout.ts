import { FONT_FAMILY } from '@stamp/shared/compose/fonts';
import type { DemoText, HeadlineType } from '../demo-types';
import type { Box, Ctx } from './geometry';
import { applyFont, type FontSpec, fitText } from './text-fit';

export type TextRole = 'kicker' | 'headline' | 'secondary' | 'body' | 'cta';

export interface PlacedLine {
  role: TextRole;
  text: string;
  spec: FontSpec;
  size: number;
  /** Anchor of fillText: x is the left edge or the centre (see `align`), y the baseline. */
  x: number;
  y: number;
  align: 'left' | 'center';
  /** The painted pixels' box, from measureText: what the in-canvas test checks. */
  ink: Box;
}

export interface TextLayout {
  lines: PlacedLine[];
  /** The call-to-action pill, drawn behind the `cta` line. */
  pill: Box | null;
  bounds: Box;
}

const DEVANAGARI = /[\u0900-\u097F]/;

function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

interface Part {
  role: TextRole;
  text: string;
  spec: FontSpec;
  /** Sizes as fractions of the reference width. */
  max: number;
  min: number;
  maxLines: number;
  /** Space after this part, in units of its size. */
  gapAfter: number;
}

/**
 * Devanagari headlines stay in Poppins (which has Devanagari glyphs) rather than a script face
 * that would fall back glyph by glyph; a script face is drawn larger because its x-height is small.
 */
function headlineSpec(text: string, type: HeadlineType): { spec: FontSpec; max: number } {
  if (hasDevanagari(text)) return { spec: { family: FONT_FAMILY.poppins, weight: 700 }, max: 0.12 };
  const script = type.family === FONT_FAMILY.dancingScript;
  return {
    spec: { family: type.family, weight: type.weight },
    max: script ? 0.17 : type.uppercase ? 0.115 : 0.125,
  };
}

function partsOf(text: DemoText, type: HeadlineType): Part[] {
  const parts: Part[] = [];
  if (text.kicker) {
    parts.push({
      role: 'kicker',
      text: text.kicker.toUpperCase(),
      spec: { family: FONT_FAMILY.poppins, weight: 600, tracking: 0.16 },
      max: 0.036,
      min: 0.022,
      maxLines: 2,
      gapAfter: 0.55,
    });
  }
  const head = headlineSpec(text.headline, type);
  parts.push({
    role: 'headline',
    text:
      type.uppercase && !hasDevanagari(text.headline) ? text.headline.toUpperCase() : text.headline,
    spec: head.spec,
    max: head.max,
    min: 0.06,
    maxLines: 3,
    gapAfter: 0.22,
  });
  if (text.secondary) {
    parts.push({
      role: 'secondary',
      text: text.secondary,
      spec: { family: FONT_FAMILY.poppins, weight: hasDevanagari(text.secondary) ? 600 : 500 },
      max: 0.068,
      min: 0.036,
      maxLines: 2,
      gapAfter: 0.5,
    });
  }
  if (text.body) {
    parts.push({
      role: 'body',
      text: text.body,
      spec: { family: FONT_FAMILY.poppins, weight: 400 },
      max: 0.043,
      min: 0.028,
      maxLines: 4,
      gapAfter: 0.9,
    });
  }
  if (text.cta) {
    parts.push({
      role: 'cta',
      text: text.cta,
      spec: { family: FONT_FAMILY.poppins, weight: 600, tracking: 0.02 },
      max: 0.034,
      min: 0.024,
      maxLines: 1,
      gapAfter: 0,
    });
  }
  return parts;
}

interface Measured {
  part: Part;
  lines: string[];
  size: number;
  ascent: number;
  descent: number;
  height: number;
}

/** What goes first when the text does not fit; the headline and secondary line always stay. */
const DROP_ORDER: readonly TextRole[] = ['kicker', 'cta', 'body'];

/** The CTA pill's padding, in units of the CTA's font size. */
const PILL_PAD_X = 1.3;
const PILL_PAD_Y = 0.75;

function measureParts(
  ctx: Ctx,
  parts: Part[],
  ref: number,
  maxWidth: number,
  scale: number,
): Measured[] {
  return parts.map((part) => {
    // The pill's padding comes out of the width; sizes only shrink, so the pill still fits.
    const pillPad = part.role === 'cta' ? 2 * PILL_PAD_X * part.max * ref * scale : 0;
    const fitted = fitText(ctx, part.text, part.spec, {
      maxWidth: maxWidth - pillPad,
      maxLines: part.maxLines,
      maxSize: part.max * ref * scale,
      minSize: part.min * ref * scale,
    });
    applyFont(ctx, part.spec, fitted.size);
    let ascent = 0;
    let descent = 0;
    for (const line of fitted.lines) {
      const m = ctx.measureText(line);
      ascent = Math.max(ascent, m.actualBoundingBoxAscent, m.fontBoundingBoxAscent * 0.86);
      descent = Math.max(descent, m.actualBoundingBoxDescent, m.fontBoundingBoxDescent * 0.7);
    }
    const lineHeight = ascent + descent;
    const pill = part.role === 'cta' ? 2 * PILL_PAD_Y * fitted.size : 0;
    return {
      part,
      lines: fitted.lines,
      size: fitted.size,
      ascent,
      descent,
      height: lineHeight * fitted.lines.length + pill,
    };
  });
}

function totalHeight(measured: Measured[]): number {
  return measured.reduce(
    (sum, m, i) => sum + m.height + (i < measured.length - 1 ? m.part.gapAfter * m.size : 0),
    0,
  );
}

/**
 * Lays the text out top to bottom inside `region`: each part fitted to the width, then the
 * whole stack scaled down until it fits the height, then aligned. Pure apart from measuring,
 * so tests can check every line's ink stays inside the region.
 */
export function layoutText(
  ctx: Ctx,
  text: DemoText,
  type: HeadlineType,
  region: Box,
  opts: { align: 'left' | 'center'; valign: 'top' | 'center' | 'bottom'; ref: number },
): TextLayout {
  let parts = partsOf(text, type);
  let scale = 1;
  let measured = measureParts(ctx, parts, opts.ref, region.w, scale);
  while (totalHeight(measured) > region.h && scale > 0.2) {
    // Shrinking everything below ~3/4 makes the body unreadable on a phone: drop the least
    // important part instead, then go on shrinking only if the rest still does not fit.
    const expendable =
      scale < 0.78 && DROP_ORDER.find((role) => parts.some((p) => p.role === role));
    if (expendable) {
      parts = parts.filter((p) => p.role !== expendable);
      scale = 1;
    } else {
      scale *= 0.92;
    }
    measured = measureParts(ctx, parts, opts.ref, region.w, scale);
  }
  const height = totalHeight(measured);
  const slack = Math.max(0, region.h - height);
  let y = region.y + (opts.valign === 'top' ? 0 : opts.valign === 'center' ? slack / 2 : slack);
  const x = opts.align === 'center' ? region.x + region.w / 2 : region.x;

  const lines: PlacedLine[] = [];
  let pill: Box | null = null;
  for (const m of measured) {
    const padY = m.part.role === 'cta' ? PILL_PAD_Y * m.size : 0;
    y += padY;
    for (const line of m.lines) {
      const baseline = y + m.ascent;
      applyFont(ctx, m.part.spec, m.size);
      ctx.textAlign = opts.align;
      const metrics = ctx.measureText(line);
      const inkW = metrics.actualBoundingBoxRight + metrics.actualBoundingBoxLeft;
      // Nudge the anchor so the ink (not just the advance) starts and ends inside the region;
      // the fit guaranteed the ink is no wider than the region.
      const rawLeft = x - metrics.actualBoundingBoxLeft;
      const nudge =
        Math.max(0, region.x - rawLeft) - Math.max(0, rawLeft + inkW - (region.x + region.w));
      const left = rawLeft + nudge;
      lines.push({
        role: m.part.role,
        text: line,
        spec: m.part.spec,
        size: m.size,
        x: x + nudge,
        y: baseline,
        align: opts.align,
        ink: {
          x: left,
          y: baseline - metrics.actualBoundingBoxAscent,
          w: inkW,
          h: metrics.actualBoundingBoxAscent + metrics.actualBoundingBoxDescent,
        },
      });
      if (m.part.role === 'cta') {
        const w = metrics.width + 2 * PILL_PAD_X * m.size;
        pill = {
          x: opts.align === 'center' ? x - w / 2 : x,
          y: y - padY,
          w,
          h: m.ascent + m.descent + 2 * padY,
        };
        const last = lines[lines.length - 1];
        if (opts.align === 'left' && last) {
          last.x += PILL_PAD_X * m.size;
          last.ink.x += PILL_PAD_X * m.size;
        }
      }
      y += m.ascent + m.descent;
    }
    y += padY + m.part.gapAfter * m.size;
  }
  const top = region.y + (opts.valign === 'top' ? 0 : opts.valign === 'center' ? slack / 2 : slack);
  return { lines, pill, bounds: { x: region.x, y: top, w: region.w, h: height } };
}
