import type { SKRSContext2D } from '@napi-rs/canvas';
import type { DemoPalette } from '../demo-types';
import type { Rng } from '../prng';

export type Ctx = SKRSContext2D;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What every drawing step receives besides its region. */
export interface DrawEnv {
  palette: DemoPalette;
  rng: Rng;
  /** Seconds into a reel; null for a still, which shows the settled final state. */
  t: number | null;
  /** Canvas size, for strokes and radii that should scale with the output. */
  width: number;
  height: number;
  /** Where the text (and its card) is: decoration keeps clear of it. */
  avoid: readonly Box[];
}

/** Whether a disc at (x, y) of radius r touches any of the boxes. */
export function touches(boxes: readonly Box[], x: number, y: number, r: number): boolean {
  return boxes.some((b) => x + r > b.x && x - r < b.x + b.w && y + r > b.y && y - r < b.y + b.h);
}

export function inset(box: Box, dx: number, dy = dx): Box {
  return {
    x: box.x + dx,
    y: box.y + dy,
    w: Math.max(0, box.w - 2 * dx),
    h: Math.max(0, box.h - 2 * dy),
  };
}

export function roundRectPath(ctx: Ctx, box: Box, radius: number): void {
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.w, box.h, radius);
}

/** `#rrggbb` plus an alpha, as rgba(): palettes are hex, overlays need transparency. */
export function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** Mixes two `#rrggbb` colours (0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((pa >> shift) & 255) * (1 - amount) + ((pb >> shift) & 255) * amount);
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, '0')}`;
}

/** 0 → 1 over [start, start + length], eased; 1 for stills. */
export function appear(t: number | null, start: number, length = 0.7): number {
  if (t === null) return 1;
  const x = Math.min(1, Math.max(0, (t - start) / length));
  return 1 - (1 - x) ** 3;
}

export function star(
  ctx: Ctx,
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  rotation = -Math.PI / 2,
): void {
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / points;
    const px = cx + Math.cos(a) * r;
    const py = cy + Math.sin(a) * r;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

/** Relative luminance (sRGB, WCAG 2) of `#rrggbb`. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
}

/** Black or white, whichever reads better on `hex`. */
export function inkOn(hex: string): string {
  return luminance(hex) > 0.4 ? '#141414' : '#ffffff';
}

/**
 * Fades particles that fall on text (0.2 inside a box, ramping to 1 a short way outside), so
 * confetti decorates a greeting without hiding it, in stills and reels alike.
 */
export function visibility(x: number, y: number, avoid: readonly Box[], ramp: number): number {
  let factor = 1;
  for (const b of avoid) {
    const dx = Math.max(b.x - x, 0, x - (b.x + b.w));
    const dy = Math.max(b.y - y, 0, y - (b.y + b.h));
    const d = Math.hypot(dx, dy);
    factor = Math.min(factor, 0.2 + 0.8 * Math.min(1, d / ramp));
  }
  return factor;
}
