import { type Ctx, withAlpha } from '../geometry';

export interface MandalaStyle {
  /** Colours of the rings from the outside in; repeated when there are more rings. */
  colours: readonly string[];
  alpha: number;
  /** Rotation, radians (reels turn it slowly). */
  rotation: number;
  /** Outline instead of fill: the faint line-art look behind text. */
  outline: boolean;
}

/** One petal from radius r0 to r1 pointing along +x, `width` wide at its fullest. */
function petal(ctx: Ctx, r0: number, r1: number, width: number) {
  const mid = r0 + (r1 - r0) * 0.45;
  ctx.moveTo(r0, 0);
  ctx.quadraticCurveTo(mid, -width, r1, 0);
  ctx.quadraticCurveTo(mid, width, r0, 0);
}

function ring(ctx: Ctx, count: number, r0: number, r1: number, width: number, offset: number) {
  ctx.beginPath();
  for (let i = 0; i < count; i++) {
    ctx.save();
    ctx.rotate(offset + (i / count) * Math.PI * 2);
    petal(ctx, r0, r1, width);
    ctx.restore();
  }
}

function dots(ctx: Ctx, count: number, radius: number, dot: number) {
  ctx.beginPath();
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    ctx.moveTo(Math.cos(a) * radius + dot, Math.sin(a) * radius);
    ctx.arc(Math.cos(a) * radius, Math.sin(a) * radius, dot, 0, Math.PI * 2);
  }
}

/**
 * A rangoli-like mandala of radius `r`: four petal rings, a dotted ring and a flower centre,
 * the motif printed on most Indian festival cards.
 */
export function drawMandala(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  style: MandalaStyle,
): void {
  const colour = (i: number) =>
    withAlpha(style.colours[i % style.colours.length] ?? '#ffffff', style.alpha);
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(style.rotation);
  ctx.lineWidth = Math.max(1, r * 0.012);
  const paint = (i: number) => {
    if (style.outline) {
      ctx.strokeStyle = colour(i);
      ctx.stroke();
    } else {
      ctx.fillStyle = colour(i);
      ctx.fill();
    }
  };
  ring(ctx, 16, r * 0.62, r, r * 0.13, 0);
  paint(0);
  ring(ctx, 16, r * 0.5, r * 0.84, r * 0.09, Math.PI / 16);
  paint(1);
  dots(ctx, 32, r * 0.56, r * 0.018);
  ctx.fillStyle = colour(2);
  ctx.fill();
  ring(ctx, 12, r * 0.22, r * 0.52, r * 0.1, 0);
  paint(3);
  ring(ctx, 8, r * 0.08, r * 0.3, r * 0.08, Math.PI / 8);
  paint(4);
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.1, 0, Math.PI * 2);
  paint(2);
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.045, 0, Math.PI * 2);
  ctx.fillStyle = colour(0);
  ctx.fill();
  ctx.restore();
}

/** A marigold: a ring of small round petals around a darker heart. */
export function drawMarigold(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  hue: 'orange' | 'yellow',
): void {
  const outer = hue === 'orange' ? '#ff8c1a' : '#ffc41a';
  const inner = hue === 'orange' ? '#e8590c' : '#f59f00';
  ctx.fillStyle = outer;
  ctx.beginPath();
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const px = cx + Math.cos(a) * r * 0.62;
    const py = cy + Math.sin(a) * r * 0.62;
    ctx.moveTo(px + r * 0.4, py);
    ctx.arc(px, py, r * 0.4, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.fillStyle = inner;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.55, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(120, 40, 0, 0.35)';
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.22, 0, Math.PI * 2);
  ctx.fill();
}
