import { type Box, type Ctx, type DrawEnv, mix, withAlpha } from '../geometry';
import { drawCloud, drawCrescent, drawGlow, squareIn } from './shapes';

function hills(ctx: Ctx, box: Box, layers: readonly string[], phase: number) {
  layers.forEach((colour, i) => {
    const top = box.y + box.h * (0.55 + i * 0.14);
    ctx.beginPath();
    ctx.moveTo(box.x - 2, box.y + box.h + 2);
    for (let k = 0; k <= 24; k++) {
      const x = box.x + (k / 24) * box.w;
      const y =
        top +
        Math.sin(k / 3.2 + i * 1.7 + phase) * box.h * 0.05 +
        Math.sin(k / 7 + i) * box.h * 0.04;
      ctx.lineTo(x, y);
    }
    ctx.lineTo(box.x + box.w + 2, box.y + box.h + 2);
    ctx.closePath();
    ctx.fillStyle = colour;
    ctx.fill();
  });
}

function birds(ctx: Ctx, x: number, y: number, size: number, colour: string, flap: number) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = size * 0.12;
  ctx.lineCap = 'round';
  for (const [dx, dy, k] of [
    [0, 0, 1],
    [1.6, 0.7, 0.8],
    [-1.4, 1.1, 0.7],
  ] as const) {
    const bx = x + dx * size;
    const by = y + dy * size;
    const lift = size * k * (0.35 + flap * 0.25);
    ctx.beginPath();
    ctx.moveTo(bx - size * k, by - lift);
    ctx.quadraticCurveTo(bx - size * k * 0.4, by - lift * 0.2, bx, by);
    ctx.quadraticCurveTo(bx + size * k * 0.4, by - lift * 0.2, bx + size * k, by - lift);
    ctx.stroke();
  }
}

/** A sun rising between layered hills with rays and a few birds (good morning). */
export function drawSunrise(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette, t } = env;
  const s = Math.min(box.w, box.h);
  const rise = t === null ? 0 : Math.max(0, 1 - t / 4) * s * 0.12;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h * 0.58 + rise;
  const r = s * 0.2;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(t === null ? 0 : t * 0.08);
  ctx.fillStyle = withAlpha(palette.glow, 0.35);
  for (let i = 0; i < 16; i++) {
    ctx.rotate((Math.PI * 2) / 16);
    ctx.beginPath();
    ctx.moveTo(r * 1.25, -r * 0.07);
    ctx.lineTo(r * 2.6, -r * 0.2);
    ctx.lineTo(r * 2.6, r * 0.2);
    ctx.lineTo(r * 1.25, r * 0.07);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
  drawGlow(ctx, cx, cy, r * 2.2, palette.glow, 0.7);
  const sun = ctx.createRadialGradient(cx, cy - r * 0.3, 0, cx, cy, r);
  sun.addColorStop(0, '#fff7c2');
  sun.addColorStop(1, '#ffb627');
  ctx.fillStyle = sun;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  const green = palette.dark ? '#1b4332' : '#52b788';
  hills(
    ctx,
    box,
    [mix(green, palette.bg[2], 0.55), mix(green, '#000000', 0.1), mix(green, '#000000', 0.3)],
    t === null ? 0 : t * 0.05,
  );
  birds(
    ctx,
    box.x + box.w * 0.24,
    box.y + box.h * 0.22,
    s * 0.035,
    withAlpha(palette.ink, 0.7),
    t === null ? 0 : Math.sin(t * 6),
  );
}

/** A glowing crescent moon with soft clouds (good night). */
export function drawNightSky(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = squareIn(box, 0.9);
  const s = sq.w;
  const cx = sq.x + s * 0.55;
  const cy = sq.y + s * 0.45;
  drawGlow(ctx, cx, cy, s * 0.55, env.palette.glow, 0.4);
  drawCrescent(ctx, cx, cy, s * 0.28, '#fff3c4');
  const drift = env.t === null ? 0 : env.t * s * 0.015;
  drawCloud(ctx, sq.x + s * 0.28 + drift, sq.y + s * 0.7, s * 0.42, withAlpha('#ffffff', 0.22));
  drawCloud(ctx, sq.x + s * 0.78 - drift, sq.y + s * 0.78, s * 0.32, withAlpha('#ffffff', 0.16));
}

/** Layered peaks, a flag on the summit and a sun behind (motivation, goals). */
export function drawMountainPeak(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const s = Math.min(box.w, box.h);
  const base = box.y + box.h;
  const cx = box.x + box.w / 2;
  drawGlow(ctx, cx + s * 0.2, box.y + box.h * 0.35, s * 0.45, palette.glow, 0.35);
  ctx.fillStyle = withAlpha(palette.accent, 0.9);
  ctx.beginPath();
  ctx.arc(cx + s * 0.2, box.y + box.h * 0.35, s * 0.12, 0, Math.PI * 2);
  ctx.fill();
  const peaks = [
    { x: -0.28, h: 0.55, w: 0.45, c: mix(palette.bg[2], '#ffffff', 0.25) },
    { x: 0.3, h: 0.6, w: 0.5, c: mix(palette.bg[2], '#ffffff', 0.18) },
    { x: 0, h: 0.85, w: 0.55, c: mix(palette.bg[2], '#000000', 0.25) },
  ];
  const summit = { x: cx, y: base - box.h * 0.85 };
  for (const p of peaks) {
    const px = cx + p.x * box.w;
    const top = base - box.h * p.h;
    const half = box.w * p.w;
    ctx.fillStyle = p.c;
    ctx.beginPath();
    ctx.moveTo(px - half, base);
    ctx.lineTo(px - half * 0.1, top + box.h * 0.03);
    ctx.lineTo(px, top);
    ctx.lineTo(px + half * 0.15, top + box.h * 0.05);
    ctx.lineTo(px + half, base);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = withAlpha('#ffffff', 0.85);
    ctx.beginPath();
    ctx.moveTo(px, top);
    ctx.lineTo(px - half * 0.14, top + box.h * p.h * 0.17);
    ctx.lineTo(px - half * 0.04, top + box.h * p.h * 0.13);
    ctx.lineTo(px + half * 0.05, top + box.h * p.h * 0.19);
    ctx.lineTo(px + half * 0.16, top + box.h * p.h * 0.15);
    ctx.closePath();
    ctx.fill();
  }
  const wave = env.t === null ? 0 : Math.sin(env.t * 5) * 0.15;
  ctx.strokeStyle = palette.dark ? '#ffffff' : palette.ink;
  ctx.lineWidth = s * 0.008;
  ctx.beginPath();
  ctx.moveTo(summit.x, summit.y);
  ctx.lineTo(summit.x, summit.y - s * 0.14);
  ctx.stroke();
  ctx.fillStyle = palette.accent2;
  ctx.beginPath();
  ctx.moveTo(summit.x, summit.y - s * 0.14);
  ctx.quadraticCurveTo(
    summit.x + s * 0.05,
    summit.y - s * (0.13 - wave * 0.1),
    summit.x + s * 0.1,
    summit.y - s * 0.11,
  );
  ctx.lineTo(summit.x, summit.y - s * 0.08);
  ctx.closePath();
  ctx.fill();
}
