import { FONT_FAMILY } from '@stamp/shared/compose/fonts';
import type { DemoText } from '../../demo-types';
import { type Box, type Ctx, type DrawEnv, inkOn, mix, star, withAlpha } from '../geometry';
import { applyFont, fitText } from '../text-fit';
import { drawGlow, groundSquare, squareIn, vertical } from './shapes';

/** A megaphone with sound waves: announcements, grand openings. */
export function drawMegaphone(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = squareIn(box, 0.9);
  const s = sq.w;
  const cx = sq.x + s * 0.42;
  const cy = sq.y + s * 0.55;
  const pulse = env.t === null ? 0 : (env.t * 0.8) % 1;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(-0.35);
  ctx.fillStyle = mix(palette.accent, '#000000', 0.25);
  ctx.beginPath();
  ctx.roundRect(-s * 0.3, -s * 0.07, s * 0.14, s * 0.14, s * 0.03);
  ctx.fill();
  ctx.fillStyle = palette.accent;
  ctx.beginPath();
  ctx.moveTo(-s * 0.18, -s * 0.08);
  ctx.lineTo(s * 0.22, -s * 0.22);
  ctx.lineTo(s * 0.22, s * 0.22);
  ctx.lineTo(-s * 0.18, s * 0.08);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = mix(palette.accent, '#ffffff', 0.35);
  ctx.beginPath();
  ctx.ellipse(s * 0.22, 0, s * 0.06, s * 0.22, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = mix(palette.accent, '#000000', 0.4);
  ctx.beginPath();
  ctx.roundRect(-s * 0.1, s * 0.06, s * 0.06, s * 0.16, s * 0.02);
  ctx.fill();
  ctx.strokeStyle = palette.dark ? palette.glow : palette.accent2;
  ctx.lineCap = 'round';
  for (let i = 0; i < 3; i++) {
    const r = s * (0.34 + (i + pulse) * 0.09);
    ctx.globalAlpha = Math.max(0, 1 - (i + pulse) / 3);
    ctx.lineWidth = s * 0.022;
    ctx.beginPath();
    ctx.arc(0, 0, r, -0.5, 0.5);
    ctx.stroke();
  }
  ctx.restore();
}

/** A swinging price tag with a percent sign. */
export function drawPriceTag(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = squareIn(box, 0.85);
  const s = sq.w;
  const swing = env.t === null ? 0 : Math.sin(env.t * 2) * 0.08;
  const hx = sq.x + s * 0.5;
  const hy = sq.y + s * 0.08;
  ctx.strokeStyle = palette.dark ? '#ffffff' : palette.ink;
  ctx.lineWidth = s * 0.01;
  ctx.beginPath();
  ctx.moveTo(hx - s * 0.15, sq.y);
  ctx.quadraticCurveTo(hx, sq.y - s * 0.02, hx, hy + s * 0.08);
  ctx.stroke();
  ctx.save();
  ctx.translate(hx, hy + s * 0.08);
  ctx.rotate(-0.25 + swing);
  const w = s * 0.5;
  const h = s * 0.75;
  ctx.fillStyle = palette.accent;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(w / 2, h * 0.2);
  ctx.lineTo(w / 2, h);
  ctx.lineTo(-w / 2, h);
  ctx.lineTo(-w / 2, h * 0.2);
  ctx.closePath();
  ctx.shadowColor = 'rgba(0,0,0,0.25)';
  ctx.shadowBlur = s * 0.04;
  ctx.shadowOffsetY = s * 0.015;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.fillStyle = palette.dark ? palette.bg[1] : '#ffffff';
  ctx.beginPath();
  ctx.arc(0, h * 0.16, s * 0.03, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = inkOn(palette.accent);
  applyFont(ctx, { family: FONT_FAMILY.poppins, weight: 800 }, s * 0.3);
  ctx.textAlign = 'center';
  ctx.fillText('%', 0, h * 0.72);
  ctx.restore();
}

function bag(ctx: Ctx, x: number, base: number, w: number, h: number, colour: string) {
  ctx.strokeStyle = mix(colour, '#000000', 0.35);
  ctx.lineWidth = w * 0.05;
  ctx.beginPath();
  ctx.arc(x, base - h, w * 0.22, Math.PI, 0);
  ctx.stroke();
  ctx.fillStyle = vertical(
    ctx,
    base - h,
    base,
    mix(colour, '#ffffff', 0.15),
    mix(colour, '#000000', 0.15),
  );
  ctx.beginPath();
  ctx.moveTo(x - w * 0.42, base - h);
  ctx.lineTo(x + w * 0.42, base - h);
  ctx.lineTo(x + w * 0.5, base);
  ctx.lineTo(x - w * 0.5, base);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = withAlpha('#ffffff', 0.25);
  ctx.fillRect(x - w * 0.42, base - h, w * 0.84, h * 0.08);
}

/** Three shopping bags in the palette's colours. */
export function drawShoppingBags(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = groundSquare(box, 1.5);
  const s = sq.w;
  const base = sq.y + s * 0.97;
  const bob = (k: number) => (env.t === null ? 0 : Math.sin(env.t * 2 + k) * s * 0.01);
  bag(ctx, sq.x + s * 0.28, base + bob(0), s * 0.36, s * 0.42, palette.accent2);
  bag(ctx, sq.x + s * 0.72, base + bob(1), s * 0.34, s * 0.38, mix(palette.accent, '#ffffff', 0.2));
  bag(ctx, sq.x + s * 0.5, base + bob(2), s * 0.44, s * 0.55, palette.accent);
  ctx.fillStyle = palette.glow;
  star(ctx, sq.x + s * 0.5, base - s * 0.3, s * 0.07, s * 0.03, 5);
  ctx.fill();
}

/** A red ribbon across the box with a bow: "grand opening". */
export function drawRibbonCut(ctx: Ctx, box: Box, env: DrawEnv): void {
  const s = Math.min(box.w, box.h);
  const cy = box.y + box.h * 0.5;
  const cx = box.x + box.w / 2;
  const flutter = env.t === null ? 0 : Math.sin(env.t * 3) * s * 0.01;
  const red = vertical(ctx, cy - s * 0.06, cy + s * 0.06, '#ff4d4d', '#b00020');
  ctx.fillStyle = red;
  ctx.beginPath();
  ctx.moveTo(box.x - s * 0.1, cy - s * 0.04);
  ctx.quadraticCurveTo(cx, cy - s * 0.1 + flutter, box.x + box.w + s * 0.1, cy - s * 0.04);
  ctx.lineTo(box.x + box.w + s * 0.1, cy + s * 0.04);
  ctx.quadraticCurveTo(cx, cy - s * 0.02 + flutter, box.x - s * 0.1, cy + s * 0.04);
  ctx.closePath();
  ctx.fill();
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(cx, cy - s * 0.05);
    ctx.bezierCurveTo(
      cx + dir * s * 0.3,
      cy - s * 0.3,
      cx + dir * s * 0.34,
      cy + s * 0.12,
      cx,
      cy - s * 0.02,
    );
    ctx.fillStyle = red;
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + dir * s * 0.16, cy + s * 0.3 + flutter * dir);
    ctx.lineTo(cx + dir * s * 0.09, cy + s * 0.27);
    ctx.lineTo(cx + dir * s * 0.05, cy + s * 0.32);
    ctx.closePath();
    ctx.fill();
  }
  ctx.fillStyle = '#ffd166';
  ctx.beginPath();
  ctx.ellipse(cx, cy - s * 0.035, s * 0.05, s * 0.045, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** Two wrapped presents with bows. */
export function drawGiftBox(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = groundSquare(box, 1.65);
  const s = sq.w;
  const base = sq.y + s * 0.98;
  const hop = env.t === null ? 0 : Math.abs(Math.sin(env.t * 2.5)) * s * 0.03;
  const present = (
    x: number,
    w: number,
    h: number,
    colour: string,
    ribbon: string,
    lift: number,
  ) => {
    const y = base - h - lift;
    ctx.fillStyle = vertical(
      ctx,
      y,
      y + h,
      mix(colour, '#ffffff', 0.1),
      mix(colour, '#000000', 0.2),
    );
    ctx.fillRect(x - w / 2, y + h * 0.18, w, h * 0.82);
    ctx.fillStyle = mix(colour, '#ffffff', 0.2);
    ctx.fillRect(x - w * 0.55, y, w * 1.1, h * 0.2);
    ctx.fillStyle = ribbon;
    ctx.fillRect(x - w * 0.08, y, w * 0.16, h);
    for (const dir of [-1, 1]) {
      ctx.beginPath();
      ctx.ellipse(x + dir * w * 0.16, y - h * 0.08, w * 0.18, h * 0.1, dir * 0.5, 0, Math.PI * 2);
      ctx.fill();
    }
  };
  drawGlow(ctx, sq.x + s * 0.5, base - s * 0.3, s * 0.5, palette.glow, 0.3);
  present(sq.x + s * 0.7, s * 0.3, s * 0.3, palette.accent2, '#ffd166', 0);
  present(sq.x + s * 0.38, s * 0.42, s * 0.46, palette.accent, '#ffffff', hop);
}

/**
 * An offer badge: a scalloped seal with "FLAT / 50% / OFF", the size fitted to the seal.
 */
export function drawOfferBadge(
  ctx: Ctx,
  box: Box,
  badge: NonNullable<DemoText['badge']>,
  env: DrawEnv,
): void {
  const { palette } = env;
  const r = Math.min(box.w, box.h) * 0.48;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.shadowColor = 'rgba(0,0,0,0.3)';
  ctx.shadowBlur = r * 0.15;
  ctx.shadowOffsetY = r * 0.05;
  ctx.fillStyle = palette.accent;
  star(ctx, 0, 0, r, r * 0.88, 24);
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.strokeStyle = withAlpha(inkOn(palette.accent), 0.5);
  ctx.lineWidth = r * 0.015;
  ctx.setLineDash([r * 0.04, r * 0.03]);
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.76, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
  const ink = inkOn(palette.accent);
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  const small = { family: FONT_FAMILY.poppins, weight: 700, tracking: 0.12 };
  const big = { family: FONT_FAMILY.poppins, weight: 900 };
  const top = fitText(ctx, badge.top.toUpperCase(), small, {
    maxWidth: r * 1.1,
    maxLines: 1,
    maxSize: r * 0.2,
    minSize: r * 0.1,
  });
  const main = fitText(ctx, badge.big, big, {
    maxWidth: r * 1.35,
    maxLines: 1,
    maxSize: r * 0.62,
    minSize: r * 0.2,
  });
  const bottom = fitText(ctx, badge.bottom.toUpperCase(), small, {
    maxWidth: r * 1.1,
    maxLines: 1,
    maxSize: r * 0.24,
    minSize: r * 0.1,
  });
  applyFont(ctx, small, top.size);
  ctx.fillText(top.lines.join(' '), 0, -main.size * 0.42);
  applyFont(ctx, big, main.size);
  ctx.fillText(main.lines.join(' '), 0, main.size * 0.36);
  applyFont(ctx, small, bottom.size);
  ctx.fillText(bottom.lines.join(' '), 0, main.size * 0.36 + bottom.size * 1.25);
  ctx.restore();
}
