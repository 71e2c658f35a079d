import { FONT_FAMILY } from '@stamp/shared/compose/fonts';
import { between } from '../../prng';
import { type Box, type Ctx, type DrawEnv, mix, withAlpha } from '../geometry';
import { applyFont } from '../text-fit';
import { drawGlow, groundSquare, squareIn, vertical } from './shapes';

function windowLight(env: DrawEnv, k: number): string {
  const on = env.t === null ? 1 : 0.75 + 0.25 * Math.sin(env.t * 2 + k * 1.3);
  return withAlpha('#ffd27a', 0.75 + 0.25 * on);
}

function tree(ctx: Ctx, x: number, ground: number, h: number) {
  ctx.fillStyle = '#6d4c41';
  ctx.fillRect(x - h * 0.04, ground - h * 0.4, h * 0.08, h * 0.4);
  ctx.fillStyle = '#2d6a4f';
  ctx.beginPath();
  ctx.arc(x, ground - h * 0.62, h * 0.3, 0, Math.PI * 2);
  ctx.arc(x - h * 0.18, ground - h * 0.48, h * 0.22, 0, Math.PI * 2);
  ctx.arc(x + h * 0.18, ground - h * 0.48, h * 0.22, 0, Math.PI * 2);
  ctx.fill();
}

/** A two-storey villa with a pitched roof, lit windows, a door, trees and a lawn. */
export function drawHouse(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = groundSquare(box, 1.35);
  const s = sq.w;
  const ground = sq.y + s * 0.93;
  const cx = sq.x + s / 2;
  drawGlow(ctx, cx, ground - s * 0.35, s * 0.6, palette.glow, palette.dark ? 0.3 : 0.5);
  ctx.fillStyle = palette.dark ? '#1f6f50' : '#74c69d';
  ctx.beginPath();
  ctx.ellipse(cx, ground + s * 0.02, s * 0.55, s * 0.07, 0, 0, Math.PI * 2);
  ctx.fill();
  const wall = palette.dark ? '#f1ece2' : '#ffffff';
  const bw = s * 0.56;
  const bh = s * 0.42;
  const left = cx - bw / 2 - s * 0.04;
  ctx.fillStyle = vertical(ctx, ground - bh, ground, wall, mix(wall, '#b0a899', 0.35));
  ctx.fillRect(left, ground - bh, bw, bh);
  ctx.fillStyle = mix(palette.accent, '#000000', 0.2);
  ctx.beginPath();
  ctx.moveTo(left - s * 0.05, ground - bh);
  ctx.lineTo(left + bw / 2, ground - bh - s * 0.24);
  ctx.lineTo(left + bw + s * 0.05, ground - bh);
  ctx.closePath();
  ctx.fill();
  const wingX = left + bw;
  const wingW = s * 0.24;
  const wingH = s * 0.26;
  ctx.fillStyle = vertical(
    ctx,
    ground - wingH,
    ground,
    mix(wall, '#d8cfc0', 0.3),
    mix(wall, '#9c917f', 0.4),
  );
  ctx.fillRect(wingX, ground - wingH, wingW, wingH);
  ctx.fillStyle = mix(palette.accent, '#000000', 0.35);
  ctx.fillRect(wingX - s * 0.01, ground - wingH - s * 0.03, wingW + s * 0.03, s * 0.035);
  ctx.fillRect(left + bw * 0.7, ground - bh - s * 0.2, s * 0.05, s * 0.1);
  let k = 0;
  for (const [wx, wy] of [
    [0.12, 0.12],
    [0.6, 0.12],
    [0.12, 0.55],
  ] as const) {
    ctx.fillStyle = windowLight(env, k++);
    ctx.fillRect(left + bw * wx, ground - bh + bh * wy, bw * 0.26, bh * 0.28);
    ctx.strokeStyle = '#5c4033';
    ctx.lineWidth = s * 0.008;
    ctx.strokeRect(left + bw * wx, ground - bh + bh * wy, bw * 0.26, bh * 0.28);
  }
  ctx.fillStyle = windowLight(env, k++);
  ctx.fillRect(wingX + wingW * 0.18, ground - wingH * 0.75, wingW * 0.64, wingH * 0.35);
  ctx.fillStyle = '#7f4f24';
  ctx.beginPath();
  ctx.roundRect(left + bw * 0.6, ground - bh * 0.42, bw * 0.22, bh * 0.42, [
    s * 0.03,
    s * 0.03,
    0,
    0,
  ]);
  ctx.fill();
  tree(ctx, sq.x + s * 0.07, ground, s * 0.34);
  tree(ctx, sq.x + s * 0.96, ground, s * 0.26);
}

/** A city skyline of lit towers in two depths, with a crane on the tallest (new launches). */
export function drawSkyline(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette, rng } = env;
  const ground = box.y + box.h;
  const layers = [
    {
      colour: mix(palette.bg[2], '#ffffff', palette.dark ? 0.12 : 0.35),
      scale: 0.75,
      windows: false,
    },
    { colour: mix(palette.bg[2], '#000000', palette.dark ? 0.2 : 0.45), scale: 1, windows: true },
  ];
  let k = 0;
  for (const layer of layers) {
    let x = box.x - box.w * 0.02;
    while (x < box.x + box.w) {
      const w = box.w * between(rng, 0.09, 0.16);
      const h = box.h * between(rng, 0.35, 0.95) * layer.scale;
      ctx.fillStyle = layer.colour;
      ctx.fillRect(x, ground - h, w - box.w * 0.01, h);
      if (layer.windows) {
        const cols = 3;
        const rows = Math.floor(h / (box.h * 0.06));
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            if (rng() < 0.35) continue;
            ctx.fillStyle = windowLight(env, k++);
            ctx.fillRect(
              x + w * (0.14 + c * 0.27),
              ground - h + box.h * 0.03 + r * box.h * 0.06,
              w * 0.16,
              box.h * 0.03,
            );
          }
        }
      }
      x += w;
    }
  }
  const cx = box.x + box.w * 0.7;
  const top = box.y + box.h * 0.02;
  ctx.strokeStyle = palette.accent;
  ctx.lineWidth = box.w * 0.006;
  ctx.beginPath();
  ctx.moveTo(cx, ground - box.h * 0.5);
  ctx.lineTo(cx, top);
  ctx.moveTo(cx - box.w * 0.06, top + box.h * 0.04);
  ctx.lineTo(cx + box.w * 0.2, top + box.h * 0.04);
  ctx.stroke();
  const hook = env.t === null ? 0 : Math.sin(env.t) * box.h * 0.04;
  ctx.lineWidth = box.w * 0.002;
  ctx.beginPath();
  ctx.moveTo(cx + box.w * 0.15, top + box.h * 0.04);
  ctx.lineTo(cx + box.w * 0.15, top + box.h * 0.22 + hook);
  ctx.stroke();
}

/** A house key and a stack of rupee coins (home loans). */
export function drawKeyCoin(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = squareIn(box, 0.95);
  const s = sq.w;
  const gold = (y0: number, y1: number) => vertical(ctx, y0, y1, '#ffe08a', '#c8901a');
  const coinX = sq.x + s * 0.7;
  const coinBase = sq.y + s * 0.85;
  for (let i = 0; i < 5; i++) {
    const y = coinBase - i * s * 0.06;
    ctx.fillStyle = '#b7791f';
    ctx.beginPath();
    ctx.ellipse(coinX, y + s * 0.02, s * 0.17, s * 0.05, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = gold(y - s * 0.05, y + s * 0.05);
    ctx.beginPath();
    ctx.ellipse(coinX, y, s * 0.17, s * 0.05, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  const spin = env.t === null ? 1 : Math.cos(env.t * 2);
  const fx = coinX;
  const fy = coinBase - s * 0.5;
  ctx.fillStyle = gold(fy - s * 0.15, fy + s * 0.15);
  ctx.beginPath();
  ctx.ellipse(fx, fy, s * 0.15 * Math.max(0.08, Math.abs(spin)), s * 0.15, 0, 0, Math.PI * 2);
  ctx.fill();
  if (Math.abs(spin) > 0.4) {
    ctx.save();
    ctx.translate(fx, fy);
    ctx.scale(Math.abs(spin), 1);
    ctx.fillStyle = '#9a6a0f';
    applyFont(ctx, { family: FONT_FAMILY.poppins, weight: 700 }, s * 0.17);
    ctx.textAlign = 'center';
    ctx.fillText('₹', 0, s * 0.06);
    ctx.restore();
  }
  ctx.save();
  ctx.translate(sq.x + s * 0.3, sq.y + s * 0.55);
  ctx.rotate(-0.6);
  ctx.fillStyle = gold(-s * 0.1, s * 0.1);
  // The bow's hole by even-odd filling, so the background shows through without erasing pixels.
  ctx.beginPath();
  ctx.arc(0, -s * 0.22, s * 0.13, 0, Math.PI * 2);
  ctx.arc(0, -s * 0.25, s * 0.05, 0, Math.PI * 2);
  ctx.fill('evenodd');
  ctx.fillRect(-s * 0.03, -s * 0.1, s * 0.06, s * 0.43);
  ctx.fillRect(s * 0.03, s * 0.2, s * 0.07, s * 0.04);
  ctx.fillRect(s * 0.03, s * 0.1, s * 0.05, s * 0.04);
  ctx.restore();
}
