import { between, pick } from '../../prng';
import { type Box, type Ctx, type DrawEnv, mix, star, touches, withAlpha } from '../geometry';
import { drawGlow, groundSquare, heartPath, squareIn, vertical } from './shapes';

/** Balloon bunches rising along both sides, leaving the middle for the text. */
export function drawBalloons(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette, rng } = env;
  const s = Math.min(box.w, box.h);
  const colours = [palette.accent, palette.accent2, '#ff4d6d', '#ffd60a', '#4cc9f0', '#80ed99'];
  for (let i = 0; i < 10; i++) {
    let r = s * between(rng, 0.055, 0.085);
    const colour = pick(rng, colours);
    // A few tries at a spot clear of the text (the balloon and the top of its string): sides
    // first, then anywhere with a smaller balloon, which fits the bands a card leaves free.
    let spot: { x: number; y: number } | undefined;
    for (let k = 0; k < 14 && !spot; k++) {
      if (k >= 4) r *= 0.93;
      const side =
        k < 4 ? (i % 2 === 0 ? between(rng, -0.04, 0.14) : between(rng, 0.86, 1.04)) : rng();
      const x = box.x + box.w * side;
      const y = box.y + box.h * between(rng, 0.02, 0.9);
      if (!touches(env.avoid, x, y, r * 1.25) && !touches(env.avoid, x, y + r * 1.8, r * 0.6))
        spot = { x, y };
    }
    if (!spot) continue;
    const x = spot.x;
    const y = spot.y + (env.t === null ? 0 : Math.sin(env.t * 1.5 + i) * s * 0.015);
    ctx.strokeStyle = withAlpha(palette.dark ? '#ffffff' : palette.ink, 0.35);
    ctx.lineWidth = s * 0.003;
    ctx.beginPath();
    ctx.moveTo(x, y + r * 1.2);
    ctx.quadraticCurveTo(x + r * 0.4, y + r * 2.5, x - r * 0.2, y + r * 4);
    ctx.stroke();
    const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r * 1.2);
    g.addColorStop(0, mix(colour, '#ffffff', 0.55));
    g.addColorStop(1, colour);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.ellipse(x, y, r, r * 1.18, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x, y + r * 1.12);
    ctx.lineTo(x + r * 0.14, y + r * 1.3);
    ctx.lineTo(x - r * 0.14, y + r * 1.3);
    ctx.closePath();
    ctx.fill();
  }
}

/** A gold trophy cup with a star (congratulations, results). */
export function drawTrophy(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = groundSquare(box, 1.15);
  const s = sq.w;
  const cx = sq.x + s / 2;
  const top = sq.y + s * 0.14;
  drawGlow(ctx, cx, top + s * 0.25, s * 0.55, env.palette.glow, 0.45);
  const gold = vertical(ctx, top, sq.y + s, '#fff1a8', '#c8901a');
  ctx.strokeStyle = '#d4a017';
  ctx.lineWidth = s * 0.035;
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(
      cx + dir * s * 0.25,
      top + s * 0.15,
      s * 0.1,
      dir < 0 ? Math.PI * 0.5 : -Math.PI * 0.5,
      dir < 0 ? Math.PI * 1.5 : Math.PI * 0.5,
    );
    ctx.stroke();
  }
  ctx.fillStyle = gold;
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.27, top);
  ctx.lineTo(cx + s * 0.27, top);
  ctx.bezierCurveTo(
    cx + s * 0.27,
    top + s * 0.3,
    cx + s * 0.12,
    top + s * 0.4,
    cx + s * 0.04,
    top + s * 0.42,
  );
  ctx.lineTo(cx + s * 0.04, top + s * 0.56);
  ctx.lineTo(cx + s * 0.16, top + s * 0.62);
  ctx.lineTo(cx - s * 0.16, top + s * 0.62);
  ctx.lineTo(cx - s * 0.04, top + s * 0.56);
  ctx.lineTo(cx - s * 0.04, top + s * 0.42);
  ctx.bezierCurveTo(cx - s * 0.12, top + s * 0.4, cx - s * 0.27, top + s * 0.3, cx - s * 0.27, top);
  ctx.fill();
  ctx.fillStyle = '#6d4c41';
  ctx.fillRect(cx - s * 0.22, top + s * 0.62, s * 0.44, s * 0.18);
  ctx.fillStyle = '#ffd166';
  ctx.fillRect(cx - s * 0.12, top + s * 0.67, s * 0.24, s * 0.07);
  ctx.fillStyle = '#ffffff';
  const shine = env.t === null ? 1 : 0.8 + 0.2 * Math.sin(env.t * 3);
  star(ctx, cx, top + s * 0.17, s * 0.08 * shine, s * 0.035 * shine, 5);
  ctx.fill();
}

/** A pink lotus on water with ripples (yoga, wellness). */
export function drawLotus(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = groundSquare(box, 1.7);
  const s = sq.w;
  const cx = sq.x + s / 2;
  const base = sq.y + s * 0.86;
  const breathe = env.t === null ? 1 : 1 + Math.sin(env.t * 1.2) * 0.04;
  ctx.strokeStyle = withAlpha(env.palette.dark ? '#ffffff' : env.palette.accent2, 0.4);
  ctx.lineWidth = s * 0.008;
  for (let i = 1; i <= 3; i++) {
    ctx.beginPath();
    ctx.ellipse(cx, base + s * 0.08, s * 0.18 * i * breathe, s * 0.035 * i, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.fillStyle = '#52b788';
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(
      cx + dir * s * 0.26,
      base + s * 0.06,
      s * 0.17,
      s * 0.045,
      dir * 0.1,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  const petal = (angle: number, len: number, width: number, colour: string) => {
    ctx.save();
    ctx.translate(cx, base);
    ctx.rotate(angle);
    ctx.fillStyle = vertical(ctx, -len, 0, mix(colour, '#ffffff', 0.5), colour);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.quadraticCurveTo(-width, -len * 0.5, 0, -len);
    ctx.quadraticCurveTo(width, -len * 0.5, 0, 0);
    ctx.fill();
    ctx.restore();
  };
  const len = s * 0.38 * breathe;
  for (const a of [-1.25, 1.25]) petal(a, len * 0.8, s * 0.1, '#f48fb1');
  for (const a of [-0.8, 0.8]) petal(a, len * 0.95, s * 0.12, '#ec407a');
  for (const a of [-0.38, 0.38]) petal(a, len, s * 0.12, '#f06292');
  petal(0, len * 1.05, s * 0.13, '#e91e63');
}

/** A dumbbell at an angle with speed lines (gym, fitness). */
export function drawDumbbell(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = squareIn(box, 0.95);
  const s = sq.w;
  const lift = env.t === null ? 0 : Math.sin(env.t * 2.4) * s * 0.04;
  drawGlow(ctx, sq.x + s / 2, sq.y + s / 2, s * 0.55, palette.accent, palette.dark ? 0.28 : 0.18);
  ctx.save();
  ctx.translate(sq.x + s / 2, sq.y + s / 2 + lift);
  ctx.rotate(-0.4);
  ctx.fillStyle = vertical(ctx, -s * 0.025, s * 0.025, '#f1f3f5', '#868e96');
  ctx.fillRect(-s * 0.42, -s * 0.025, s * 0.84, s * 0.05);
  for (const dir of [-1, 1]) {
    for (const [offset, h, w] of [
      [0.24, 0.42, 0.07],
      [0.32, 0.34, 0.06],
    ] as const) {
      const x = dir * s * offset - (s * w) / 2;
      // Lit metal plates with a coloured rim: dark plates vanished on the gym palettes' black.
      ctx.fillStyle = vertical(ctx, (-s * h) / 2, (s * h) / 2, '#6c757d', '#212529');
      ctx.beginPath();
      ctx.roundRect(x, (-s * h) / 2, s * w, s * h, s * 0.015);
      ctx.fill();
      ctx.strokeStyle = palette.accent;
      ctx.lineWidth = s * 0.01;
      ctx.stroke();
      ctx.fillStyle = palette.accent;
      ctx.fillRect(x, -s * 0.01, s * w, s * 0.02);
    }
  }
  ctx.restore();
  ctx.strokeStyle = withAlpha(palette.accent, 0.7);
  ctx.lineCap = 'round';
  ctx.lineWidth = s * 0.018;
  for (let i = 0; i < 3; i++) {
    ctx.beginPath();
    ctx.moveTo(sq.x + s * (0.05 + i * 0.04), sq.y + s * (0.75 + i * 0.06));
    ctx.lineTo(sq.x + s * (0.22 + i * 0.04), sq.y + s * (0.68 + i * 0.06));
    ctx.stroke();
  }
}

/** A heart with an ECG trace running through it (health tips, clinics). */
export function drawHeartPulse(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = squareIn(box, 0.95);
  const s = sq.w;
  const cx = sq.x + s / 2;
  const cy = sq.y + s * 0.48;
  const beat = env.t === null ? 1 : 1 + Math.max(0, Math.sin(env.t * 6)) ** 8 * 0.08;
  drawGlow(ctx, cx, cy, s * 0.5, palette.accent, 0.3);
  ctx.fillStyle = palette.accent;
  heartPath(ctx, cx, cy, s * 0.62 * beat);
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = s * 0.022;
  ctx.lineJoin = 'round';
  const pts: Array<[number, number]> = [
    [-0.48, 0],
    [-0.16, 0],
    [-0.1, -0.12],
    [-0.03, 0.16],
    [0.04, -0.24],
    [0.1, 0.06],
    [0.15, 0],
    [0.48, 0],
  ];
  const reveal = env.t === null ? 1 : Math.min(1, (env.t % 2.5) / 1.2);
  ctx.beginPath();
  pts.forEach(([px, py], i) => {
    const x = cx + px * s * 0.9;
    if (x > cx - s * 0.45 + reveal * s * 0.9) return;
    if (i === 0) ctx.moveTo(x, cy + py * s);
    else ctx.lineTo(x, cy + py * s);
  });
  ctx.stroke();
  ctx.fillStyle = palette.accent2;
  for (const [dx, dy] of [
    [-0.38, -0.32],
    [0.4, 0.3],
  ] as const) {
    const x = cx + dx * s;
    const y = cy + dy * s;
    ctx.fillRect(x - s * 0.04, y - s * 0.012, s * 0.08, s * 0.024);
    ctx.fillRect(x - s * 0.012, y - s * 0.04, s * 0.024, s * 0.08);
  }
}

/** A stack of books with a pencil and an apple (education). */
export function drawBooks(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = groundSquare(box, 1.35);
  const s = sq.w;
  const cx = sq.x + s * 0.45;
  let y = sq.y + s * 0.95;
  const books = [
    [0.62, 0.11, palette.accent, 0.0],
    [0.56, 0.1, palette.accent2, 0.03],
    [0.6, 0.12, '#3a86ff', -0.02],
    [0.5, 0.09, '#ffbe0b', 0.02],
  ] as const;
  for (const [w, h, colour, shift] of books) {
    const x = cx - (s * w) / 2 + shift * s;
    y -= s * h;
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.roundRect(x, y, s * w, s * h, s * 0.012);
    ctx.fill();
    ctx.fillStyle = '#fffdf5';
    ctx.fillRect(x + s * w * 0.84, y + s * h * 0.18, s * w * 0.14, s * h * 0.64);
    ctx.fillStyle = withAlpha('#ffffff', 0.35);
    ctx.fillRect(x + s * w * 0.08, y + s * h * 0.35, s * w * 0.5, s * h * 0.12);
  }
  const bob = env.t === null ? 0 : Math.sin(env.t * 2) * s * 0.01;
  ctx.fillStyle = '#e63946';
  ctx.beginPath();
  ctx.arc(cx - s * 0.04, y - s * 0.09 + bob, s * 0.09, 0, Math.PI * 2);
  ctx.arc(cx + s * 0.06, y - s * 0.09 + bob, s * 0.09, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#2d6a4f';
  ctx.beginPath();
  ctx.ellipse(cx + s * 0.05, y - s * 0.21 + bob, s * 0.05, s * 0.02, -0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.save();
  ctx.translate(sq.x + s * 0.86, sq.y + s * 0.58);
  ctx.rotate(0.25);
  ctx.fillStyle = '#ffd166';
  ctx.fillRect(-s * 0.03, -s * 0.3, s * 0.06, s * 0.5);
  ctx.fillStyle = '#f4a261';
  ctx.beginPath();
  ctx.moveTo(-s * 0.03, s * 0.2);
  ctx.lineTo(s * 0.03, s * 0.2);
  ctx.lineTo(0, s * 0.29);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#ff8fab';
  ctx.fillRect(-s * 0.03, -s * 0.36, s * 0.06, s * 0.06);
  ctx.restore();
}

/** A graduation cap with a swinging tassel beside a rolled diploma. */
export function drawGradCap(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette } = env;
  const sq = squareIn(box, 0.95);
  const s = sq.w;
  const cx = sq.x + s * 0.48;
  const cy = sq.y + s * 0.38;
  drawGlow(ctx, cx, cy, s * 0.5, palette.glow, 0.3);
  ctx.fillStyle = '#1f1f1f';
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.2, cy + s * 0.06);
  ctx.lineTo(cx - s * 0.2, cy + s * 0.22);
  ctx.quadraticCurveTo(cx, cy + s * 0.3, cx + s * 0.2, cy + s * 0.22);
  ctx.lineTo(cx + s * 0.2, cy + s * 0.06);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#2b2b2b';
  ctx.beginPath();
  ctx.moveTo(cx, cy - s * 0.16);
  ctx.lineTo(cx + s * 0.42, cy);
  ctx.lineTo(cx, cy + s * 0.16);
  ctx.lineTo(cx - s * 0.42, cy);
  ctx.closePath();
  ctx.fill();
  const swing = env.t === null ? 0 : Math.sin(env.t * 2.2) * 0.15;
  ctx.strokeStyle = palette.accent;
  ctx.lineWidth = s * 0.012;
  ctx.beginPath();
  ctx.moveTo(cx, cy);
  ctx.lineTo(cx + s * 0.3, cy + s * 0.02);
  const tx = cx + s * 0.3 + Math.sin(swing) * s * 0.2;
  const ty = cy + s * 0.02 + Math.cos(swing) * s * 0.2;
  ctx.lineTo(tx, ty);
  ctx.stroke();
  ctx.fillStyle = palette.accent;
  ctx.fillRect(tx - s * 0.025, ty, s * 0.05, s * 0.08);
  ctx.save();
  ctx.translate(sq.x + s * 0.5, sq.y + s * 0.82);
  ctx.rotate(-0.15);
  ctx.fillStyle = vertical(ctx, -s * 0.06, s * 0.06, '#fffdf5', '#e9dcc3');
  ctx.beginPath();
  ctx.roundRect(-s * 0.32, -s * 0.055, s * 0.64, s * 0.11, s * 0.05);
  ctx.fill();
  ctx.fillStyle = '#d62828';
  ctx.fillRect(-s * 0.03, -s * 0.06, s * 0.06, s * 0.12);
  ctx.restore();
}
