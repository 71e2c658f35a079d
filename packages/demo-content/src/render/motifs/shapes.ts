import { type Box, type Ctx, withAlpha } from '../geometry';

/**
 * A square of side `fill × min(w, h)` inside a box, sitting on the box's bottom edge, centred
 * or at the top: illustrations stand on the ground or hang from above.
 */
export function squareIn(
  box: Box,
  fill: number,
  anchor: 'bottom' | 'center' | 'top' = 'center',
): Box {
  const side = Math.min(box.w, box.h) * fill;
  const x = box.x + (box.w - side) / 2;
  const y =
    anchor === 'bottom'
      ? box.y + box.h - side
      : anchor === 'top'
        ? box.y
        : box.y + (box.h - side) / 2;
  return { x, y, w: side, h: side };
}

/**
 * A square standing on the box's bottom edge whose upper part may rise above the box: for
 * drawings that leave the top of their square empty (a cup's steam, a bag's handles), so
 * they can fill a box `k` times wider than the part they paint.
 */
export function groundSquare(box: Box, k: number): Box {
  const side = Math.min(box.w, box.h * k);
  return { x: box.x + (box.w - side) / 2, y: box.y + box.h - side, w: side, h: side };
}

/** A flame: a teardrop with a hot core, flickering with `flicker` in [-1, 1]. */
export function drawFlame(
  ctx: Ctx,
  cx: number,
  base: number,
  height: number,
  flicker: number,
): void {
  const h = height * (1 + flicker * 0.08);
  const w = height * 0.32;
  const tilt = flicker * w * 0.25;
  const path = (scale: number) => {
    ctx.beginPath();
    ctx.moveTo(cx + tilt * scale, base - h * scale);
    ctx.bezierCurveTo(
      cx + w * scale,
      base - h * 0.45 * scale,
      cx + w * 0.9 * scale,
      base,
      cx,
      base,
    );
    ctx.bezierCurveTo(
      cx - w * 0.9 * scale,
      base,
      cx - w * scale,
      base - h * 0.45 * scale,
      cx + tilt * scale,
      base - h * scale,
    );
  };
  path(1);
  ctx.fillStyle = '#ff9f1c';
  ctx.fill();
  path(0.62);
  ctx.fillStyle = '#ffe66d';
  ctx.fill();
  path(0.3);
  ctx.fillStyle = '#fffdf0';
  ctx.fill();
}

/** A soft round glow, e.g. around a flame or a window. */
export function drawGlow(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  alpha: number,
): void {
  const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
  g.addColorStop(0, withAlpha(colour, alpha));
  g.addColorStop(0.4, withAlpha(colour, alpha * 0.45));
  g.addColorStop(1, withAlpha(colour, 0));
  ctx.fillStyle = g;
  ctx.fillRect(cx - r, cy - r, 2 * r, 2 * r);
}

/** A heart centred at (cx, cy), `size` wide. */
export function heartPath(ctx: Ctx, cx: number, cy: number, size: number): void {
  const s = size / 2;
  ctx.beginPath();
  ctx.moveTo(cx, cy + s * 0.9);
  ctx.bezierCurveTo(cx - s * 1.4, cy, cx - s * 0.9, cy - s * 1.2, cx, cy - s * 0.45);
  ctx.bezierCurveTo(cx + s * 0.9, cy - s * 1.2, cx + s * 1.4, cy, cx, cy + s * 0.9);
  ctx.closePath();
}

/** A crescent: the part of one disc outside another, drawn with a clip and even-odd fill. */
export function drawCrescent(ctx: Ctx, cx: number, cy: number, r: number, colour: string): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.clip();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.arc(cx + r * 0.42, cy - r * 0.22, r * 0.88, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill('evenodd');
  ctx.restore();
}

/** A linear gradient from `top` to `bottom` between two y values. */
export function vertical(ctx: Ctx, y0: number, y1: number, top: string, bottom: string) {
  const g = ctx.createLinearGradient(0, y0, 0, y1);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  return g;
}

/** A cloud of overlapping discs. */
export function drawCloud(ctx: Ctx, cx: number, cy: number, w: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  for (const [dx, dy, r] of [
    [-0.3, 0.05, 0.2],
    [-0.08, -0.1, 0.26],
    [0.18, -0.02, 0.22],
    [0.36, 0.08, 0.15],
    [0, 0.1, 0.2],
  ] as const) {
    ctx.moveTo(cx + dx * w + r * w, cy + dy * w);
    ctx.arc(cx + dx * w, cy + dy * w, r * w, 0, Math.PI * 2);
  }
  ctx.fill();
}
