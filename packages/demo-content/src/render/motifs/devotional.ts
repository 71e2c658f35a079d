import { type Box, type Ctx, type DrawEnv, mix, star, withAlpha } from '../geometry';
import { drawCloud, drawFlame, drawGlow, squareIn, vertical } from './shapes';

/** A fixed scatter in [0, 1): the same sparks and craters in every frame of a reel. */
function scatter(i: number, salt: number): number {
  const x = Math.sin(i * 127.1 + salt * 311.7) * 43_758.5453;
  return x - Math.floor(x);
}

function flickerOf(t: number | null, phase: number): number {
  return t === null ? 0 : Math.sin(t * 9 + phase) * 0.6 + Math.sin(t * 15 + phase * 2) * 0.4;
}

/** A bonfire: crossed logs, a cluster of flames and sparks rising (Lohri, Ravan Dahan). */
export function drawBonfire(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = squareIn(box, 1, 'bottom');
  const s = sq.w;
  const cx = sq.x + s / 2;
  const base = sq.y + s * 0.92;
  drawGlow(ctx, cx, base - s * 0.3, s * 0.62, env.palette.glow, 0.55);
  drawGlow(ctx, cx, base - s * 0.15, s * 0.4, '#ff7b00', 0.35);
  ctx.save();
  ctx.lineCap = 'round';
  for (const [angle, shade] of [
    [-0.32, '#6b3a1e'],
    [0.32, '#7f4a26'],
    [-0.08, '#5a2f16'],
    [0.1, '#8a5330'],
  ] as const) {
    ctx.save();
    ctx.translate(cx, base - s * 0.05);
    ctx.rotate(angle);
    ctx.fillStyle = shade;
    ctx.beginPath();
    ctx.roundRect(-s * 0.36, -s * 0.035, s * 0.72, s * 0.07, s * 0.035);
    ctx.fill();
    ctx.fillStyle = '#d9a066';
    for (const end of [-1, 1]) {
      ctx.beginPath();
      ctx.ellipse(end * s * 0.36, 0, s * 0.02, s * 0.034, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }
  ctx.restore();
  const flames = [
    { dx: 0, h: 0.62, phase: 0 },
    { dx: -0.13, h: 0.42, phase: 1.4 },
    { dx: 0.14, h: 0.46, phase: 2.6 },
    { dx: -0.24, h: 0.26, phase: 3.3 },
    { dx: 0.25, h: 0.28, phase: 4.1 },
  ];
  for (const f of [...flames].reverse()) {
    drawFlame(ctx, cx + f.dx * s, base - s * 0.08, s * f.h, flickerOf(env.t, f.phase));
  }
  const rise = env.t === null ? 0 : env.t * 0.22;
  for (let i = 0; i < 14; i++) {
    const k = (scatter(i, 1) + rise * (0.6 + scatter(i, 2))) % 1;
    const x = cx + (scatter(i, 3) - 0.5) * s * (0.3 + k * 0.6);
    const y = base - s * (0.35 + k * 0.6);
    ctx.fillStyle = withAlpha(i % 3 === 0 ? '#fff3b0' : '#ffb347', 0.9 * (1 - k * 0.7));
    ctx.beginPath();
    ctx.arc(x, y, s * (0.006 + scatter(i, 4) * 0.008), 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A full moon with a halo, soft craters, drifting clouds and a few stars (Purnima nights). */
export function drawFullMoon(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = squareIn(box, 0.95);
  const s = sq.w;
  const cx = sq.x + s * 0.5;
  const cy = sq.y + s * 0.46;
  const r = s * 0.3;
  drawGlow(ctx, cx, cy, r * 2.3, env.palette.glow, 0.45);
  const disc = ctx.createRadialGradient(cx - r * 0.3, cy - r * 0.3, r * 0.1, cx, cy, r);
  disc.addColorStop(0, '#fffdf2');
  disc.addColorStop(0.7, '#fff1c9');
  disc.addColorStop(1, '#f3d98f');
  ctx.fillStyle = disc;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = withAlpha('#d9b870', 0.28);
  for (const [dx, dy, k] of [
    [-0.32, -0.18, 0.2],
    [0.22, 0.28, 0.16],
    [0.3, -0.32, 0.11],
    [-0.12, 0.42, 0.1],
    [0.05, 0.02, 0.08],
  ] as const) {
    ctx.beginPath();
    ctx.arc(cx + dx * r, cy + dy * r, k * r, 0, Math.PI * 2);
    ctx.fill();
  }
  const twinkle = env.t === null ? 1 : 0.6 + 0.4 * Math.abs(Math.sin(env.t * 2));
  ctx.fillStyle = withAlpha('#fff6cc', twinkle);
  for (const [dx, dy, k] of [
    [-0.42, -0.36, 0.03],
    [0.4, -0.4, 0.022],
    [0.44, 0.06, 0.018],
    [-0.46, 0.1, 0.016],
  ] as const) {
    star(ctx, cx + dx * s, cy + dy * s, s * k, s * k * 0.42, 5);
    ctx.fill();
  }
  const drift = env.t === null ? 0 : env.t * s * 0.015;
  drawCloud(ctx, cx - s * 0.22 + drift, cy + r * 0.85, s * 0.42, withAlpha('#ffffff', 0.26));
  drawCloud(ctx, cx + s * 0.27 - drift, cy + r * 1.05, s * 0.32, withAlpha('#ffffff', 0.18));
}

/** A peacock feather: a quill, fine barbs and the eye (green, gold, teal, deep blue). */
function peacockFeather(ctx: Ctx, x: number, y: number, len: number, angle: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.strokeStyle = '#c9b458';
  ctx.lineWidth = len * 0.012;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(len, 0);
  ctx.stroke();
  ctx.strokeStyle = '#3fa34d';
  ctx.lineWidth = len * 0.008;
  for (let i = 0; i < 30; i++) {
    const at = len * (0.2 + i * 0.022);
    const reach = len * (0.06 + Math.sin((i / 29) * Math.PI * 0.85) * 0.12);
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(at, 0);
      ctx.quadraticCurveTo(at + reach * 0.5, side * reach * 0.6, at + reach * 0.9, side * reach);
      ctx.stroke();
    }
  }
  const ex = len * 0.86;
  for (const [rx, ry, colour] of [
    [0.16, 0.12, '#2e7d32'],
    [0.12, 0.09, '#d4a017'],
    [0.095, 0.07, '#00897b'],
    [0.06, 0.048, '#1565c0'],
    [0.035, 0.03, '#0d1b4c'],
  ] as const) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.ellipse(ex + (0.16 - rx) * len * 0.25, 0, rx * len, ry * len, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** Krishna's bansuri with a peacock feather tucked behind it (Janmashtami). */
export function drawFlute(ctx: Ctx, box: Box, env: DrawEnv): void {
  const s = Math.min(box.w, box.h * 2.2);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h * 0.55;
  const sway = env.t === null ? 0 : Math.sin(env.t * 1.4) * 0.03;
  drawGlow(ctx, cx, cy, s * 0.45, env.palette.glow, 0.35);
  peacockFeather(ctx, cx - s * 0.26, cy + s * 0.12, s * 0.56, -0.62 + sway);
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(-0.16 - sway * 0.5);
  const len = s * 0.9;
  const w = s * 0.05;
  ctx.fillStyle = vertical(ctx, -w / 2, w / 2, '#f0c987', '#a8712f');
  ctx.beginPath();
  ctx.roundRect(-len / 2, -w / 2, len, w, w / 2);
  ctx.fill();
  ctx.fillStyle = '#4a2a10';
  for (let i = 0; i < 7; i++) {
    const hx = -len * 0.2 + i * len * 0.075 + (i === 0 ? -len * 0.12 : 0);
    ctx.beginPath();
    ctx.ellipse(hx, 0, w * 0.2, w * 0.16, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const [at, colour] of [
    [-0.44, '#c1121f'],
    [-0.4, '#f6c453'],
    [0.42, '#f6c453'],
    [0.46, '#c1121f'],
  ] as const) {
    ctx.fillStyle = colour;
    ctx.fillRect(at * len - w * 0.12, -w / 2, w * 0.24, w);
  }
  ctx.strokeStyle = '#c1121f';
  ctx.lineWidth = w * 0.14;
  ctx.lineCap = 'round';
  for (const k of [-1, 0, 1]) {
    ctx.beginPath();
    ctx.moveTo(len * 0.44, w / 2);
    ctx.quadraticCurveTo(
      len * 0.44 + k * w * 0.6,
      w * 2,
      len * 0.44 + k * w * 0.9,
      w * (3.4 + Math.abs(k) * -0.4),
    );
    ctx.stroke();
  }
  ctx.restore();
}

/** A drawn bow with an arrow aimed at the sky, under a soft sun (Ram Navami, Dussehra). */
export function drawBowArrow(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = squareIn(box, 1);
  const s = sq.w;
  const cx = sq.x + s * 0.5;
  const cy = sq.y + s * 0.52;
  const draw = env.t === null ? 1 : 0.75 + 0.25 * Math.min(1, env.t / 2);
  drawGlow(ctx, cx + s * 0.12, cy - s * 0.12, s * 0.5, env.palette.glow, 0.45);
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(-Math.PI / 4);
  const reach = s * 0.6;
  const pull = s * 0.2 * draw;
  const gold = vertical(ctx, -reach, reach, '#ffe08a', '#b7791f');
  ctx.lineCap = 'round';
  ctx.beginPath();
  // Recurved tips, as a dhanush is drawn.
  ctx.moveTo(-s * 0.05, -reach - s * 0.05);
  ctx.quadraticCurveTo(0, -reach, s * 0.02, -reach + s * 0.03);
  ctx.bezierCurveTo(s * 0.4, -reach * 0.55, s * 0.4, reach * 0.55, s * 0.02, reach - s * 0.03);
  ctx.quadraticCurveTo(0, reach, -s * 0.05, reach + s * 0.05);
  // A dark edge keeps the gold bow visible on pale grounds too.
  ctx.strokeStyle = '#7a4a0e';
  ctx.lineWidth = s * 0.056;
  ctx.stroke();
  ctx.strokeStyle = gold;
  ctx.lineWidth = s * 0.04;
  ctx.stroke();
  ctx.fillStyle = mix('#c1121f', env.palette.accent, 0.3);
  ctx.beginPath();
  ctx.roundRect(s * 0.27, -s * 0.08, s * 0.06, s * 0.16, s * 0.02);
  ctx.fill();
  ctx.strokeStyle = withAlpha('#fff8e1', 0.95);
  ctx.lineWidth = s * 0.008;
  ctx.beginPath();
  ctx.moveTo(s * 0.02, -reach + s * 0.03);
  ctx.lineTo(-pull, 0);
  ctx.lineTo(s * 0.02, reach - s * 0.03);
  ctx.stroke();
  // The arrow points at the sky, along the bow's axis (its x here).
  const tail = -pull - s * 0.04;
  const head = s * 0.58;
  ctx.strokeStyle = '#7f4f24';
  ctx.lineWidth = s * 0.02;
  ctx.beginPath();
  ctx.moveTo(tail, 0);
  ctx.lineTo(head - s * 0.06, 0);
  ctx.stroke();
  ctx.fillStyle = gold;
  ctx.beginPath();
  ctx.moveTo(head + s * 0.04, 0);
  ctx.lineTo(head - s * 0.08, -s * 0.05);
  ctx.lineTo(head - s * 0.06, 0);
  ctx.lineTo(head - s * 0.08, s * 0.05);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = mix(env.palette.accent2, '#c1121f', 0.4);
  for (const side of [-1, 1]) {
    for (const at of [0, 0.06]) {
      ctx.beginPath();
      ctx.moveTo(tail + s * (0.02 + at), 0);
      ctx.lineTo(tail + s * (0.08 + at), 0);
      ctx.lineTo(tail + s * (0.04 + at), side * s * 0.055);
      ctx.lineTo(tail + s * at, side * s * 0.05);
      ctx.closePath();
      ctx.fill();
    }
  }
  ctx.restore();
}
