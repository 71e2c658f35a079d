import { between, pick } from '../../prng';
import { type Box, type Ctx, type DrawEnv, star, visibility, withAlpha } from '../geometry';
import { drawGlow, heartPath, squareIn, vertical } from './shapes';

const HOLI = ['#ff2d95', '#ffd600', '#00c853', '#2979ff', '#ff6d00', '#aa00ff'];

/**
 * Gulal splashes bursting in from the corners and edges (never the centre, where the text
 * is); in a reel they bloom over the first second and a half.
 */
export function drawHoliSplash(ctx: Ctx, box: Box, env: DrawEnv): void {
  const rng = env.rng;
  const s = Math.min(box.w, box.h);
  const bloom = env.t === null ? 1 : Math.min(1, 0.4 + env.t / 2.5);
  const anchors: Array<[number, number]> = [
    [0, 0],
    [1, 0.05],
    [0, 1],
    [1, 0.95],
    [0.5, 1.05],
    [-0.05, 0.5],
    [1.05, 0.45],
  ];
  anchors.forEach(([ax, ay], i) => {
    const colour = HOLI[i % HOLI.length] ?? '#ff2d95';
    const cx = box.x + ax * box.w;
    const cy = box.y + ay * box.h;
    const size = s * between(rng, 0.22, 0.34) * bloom;
    for (let k = 0; k < 9; k++) {
      const a = rng() * Math.PI * 2;
      const d = rng() * size * 0.8;
      const r = size * between(rng, 0.25, 0.55);
      const g = ctx.createRadialGradient(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        0,
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        r,
      );
      g.addColorStop(0, withAlpha(colour, 0.75));
      g.addColorStop(0.6, withAlpha(colour, 0.35));
      g.addColorStop(1, withAlpha(colour, 0));
      ctx.fillStyle = g;
      ctx.fillRect(cx + Math.cos(a) * d - r, cy + Math.sin(a) * d - r, 2 * r, 2 * r);
    }
    ctx.fillStyle = withAlpha(colour, 0.85);
    for (let k = 0; k < 14; k++) {
      const a = rng() * Math.PI * 2;
      const d = size * between(rng, 0.6, 1.3);
      ctx.beginPath();
      ctx.arc(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        s * between(rng, 0.004, 0.014) * bloom,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  });
}

/** A tiered Christmas tree with baubles, a star and two presents. */
export function drawXmasTree(ctx: Ctx, box: Box, env: DrawEnv): void {
  const sq = squareIn(box, 1, 'bottom');
  const s = sq.w;
  const cx = sq.x + s / 2;
  const ground = sq.y + s * 0.97;
  ctx.fillStyle = '#6d4c41';
  ctx.fillRect(cx - s * 0.04, ground - s * 0.14, s * 0.08, s * 0.12);
  const tiers = [
    [0.2, 0.36, 0.16],
    [0.33, 0.3, 0.35],
    [0.46, 0.24, 0.55],
  ] as const;
  for (let i = tiers.length - 1; i >= 0; i--) {
    const [rise, half, top] = tiers[i] ?? [0, 0, 0];
    const base = ground - s * (0.12 + (tiers.length - 1 - i) * 0.17);
    ctx.beginPath();
    ctx.moveTo(cx, sq.y + s * (top - 0.08));
    ctx.quadraticCurveTo(cx + s * half * 0.6, base - s * rise * 0.5, cx + s * half, base);
    ctx.quadraticCurveTo(cx, base + s * 0.05, cx - s * half, base);
    ctx.quadraticCurveTo(cx - s * half * 0.6, base - s * rise * 0.5, cx, sq.y + s * (top - 0.08));
    ctx.fillStyle = vertical(ctx, sq.y, base, '#2f9e44', '#1b5e20');
    ctx.fill();
  }
  const rng = env.rng;
  const twinkle = env.t ?? 0;
  for (let i = 0; i < 14; i++) {
    const level = rng();
    const y = sq.y + s * (0.2 + level * 0.6);
    const half = s * (0.05 + level * 0.28);
    const x = cx + between(rng, -half, half);
    const colour = pick(rng, ['#e53935', '#ffd54f', '#42a5f5', '#ffffff', '#ab47bc']);
    drawGlow(ctx, x, y, s * 0.03, colour, 0.4 + 0.3 * Math.sin(twinkle * 4 + i));
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(x, y, s * 0.018, 0, Math.PI * 2);
    ctx.fill();
  }
  drawGlow(ctx, cx, sq.y + s * 0.07, s * 0.12, '#ffe082', 0.7);
  ctx.fillStyle = '#ffd54f';
  star(ctx, cx, sq.y + s * 0.07, s * 0.06, s * 0.025, 5);
  ctx.fill();
  for (const [dx, w, colour, ribbon] of [
    [-0.3, 0.14, env.palette.accent, '#ffd54f'],
    [0.28, 0.11, '#1e88e5', '#ffffff'],
  ] as const) {
    const x = cx + dx * s - (w * s) / 2;
    const y = ground - w * s * 0.85;
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, w * s, w * s * 0.85);
    ctx.fillStyle = ribbon;
    ctx.fillRect(x + w * s * 0.42, y, w * s * 0.16, w * s * 0.85);
    ctx.fillRect(x, y + w * s * 0.3, w * s, w * s * 0.14);
  }
}

function kite(ctx: Ctx, x: number, y: number, size: number, a: string, b: string, angle: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  const half = size / 2;
  ctx.fillStyle = a;
  ctx.beginPath();
  ctx.moveTo(0, -half);
  ctx.lineTo(half * 0.85, 0);
  ctx.lineTo(0, half);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = b;
  ctx.beginPath();
  ctx.moveTo(0, -half);
  ctx.lineTo(-half * 0.85, 0);
  ctx.lineTo(0, half);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = 'rgba(60, 30, 0, 0.5)';
  ctx.lineWidth = size * 0.015;
  ctx.beginPath();
  ctx.moveTo(0, -half);
  ctx.lineTo(0, half);
  ctx.moveTo(-half * 0.85, 0);
  ctx.quadraticCurveTo(0, -half * 0.35, half * 0.85, 0);
  ctx.stroke();
  ctx.fillStyle = a;
  ctx.beginPath();
  ctx.moveTo(0, half * 0.9);
  ctx.lineTo(half * 0.25, half * 1.25);
  ctx.lineTo(-half * 0.25, half * 1.25);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** Kites in the sky with their strings (Makar Sankranti, Uttarayan). */
export function drawKites(ctx: Ctx, box: Box, env: DrawEnv): void {
  const s = Math.min(box.w, box.h);
  const sway = (k: number) => (env.t === null ? 0 : Math.sin(env.t * 1.4 + k) * 0.08);
  const kites = [
    [0.72, 0.32, 0.34, '#ff006e', '#ffbe0b', 0.15],
    [0.3, 0.22, 0.24, '#3a86ff', '#8338ec', -0.2],
    [0.52, 0.72, 0.2, '#fb5607', '#06d6a0', 0.3],
  ] as const;
  ctx.strokeStyle = withAlpha(env.palette.ink, 0.35);
  ctx.lineWidth = s * 0.004;
  kites.forEach(([fx, fy, size], i) => {
    ctx.beginPath();
    ctx.moveTo(box.x + fx * box.w, box.y + fy * box.h + size * s * 0.5);
    ctx.quadraticCurveTo(
      box.x + box.w * 0.2,
      box.y + box.h * 0.9,
      box.x - s * 0.05,
      box.y + box.h + s * 0.1 + i * 10,
    );
    ctx.stroke();
  });
  kites.forEach(([fx, fy, size, a, b, angle], i) => {
    kite(ctx, box.x + fx * box.w, box.y + fy * box.h, size * s, a, b, angle + sway(i));
  });
}

function chakra(ctx: Ctx, cx: number, cy: number, r: number, colour: string, rotation: number) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(rotation);
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = r * 0.07;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = r * 0.025;
  // 24 spokes, as on the national flag.
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.16, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Saffron and green brush waves top and bottom, a faint Ashoka Chakra behind the text. */
export function drawTricolour(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { width: w } = env;
  const phase = env.t === null ? 0 : env.t * 1.2;
  const wave = (y: number, amp: number, colour: string, thickness: number, shift: number) => {
    ctx.beginPath();
    for (let i = 0; i <= 40; i++) {
      const x = -w * 0.05 + (i / 40) * w * 1.1;
      const yy = y + Math.sin(i / 6 + phase + shift) * amp;
      if (i === 0) ctx.moveTo(x, yy);
      else ctx.lineTo(x, yy);
    }
    for (let i = 40; i >= 0; i--) {
      const x = -w * 0.05 + (i / 40) * w * 1.1;
      const yy = y + thickness + Math.sin(i / 6 + phase + shift + 0.6) * amp * 1.2;
      ctx.lineTo(x, yy);
    }
    ctx.closePath();
    ctx.fillStyle = colour;
    ctx.fill();
  };
  const amp = w * 0.025;
  wave(box.y - w * 0.07, amp, withAlpha('#ff9933', 0.9), w * 0.06, 0);
  wave(box.y - w * 0.03, amp * 0.6, withAlpha('#ffb366', 0.6), w * 0.025, 1);
  wave(box.y + box.h - w * 0.04, amp, withAlpha('#138808', 0.9), w * 0.06, 2);
  wave(box.y + box.h - w * 0.055, amp * 0.6, withAlpha('#4caf50', 0.6), w * 0.02, 3);
  const r = Math.min(box.w, box.h) * 0.36;
  const rotation = env.t === null ? 0 : env.t * 0.3;
  chakra(
    ctx,
    box.x + box.w / 2,
    box.y + box.h / 2,
    r,
    withAlpha('#1a3f9c', env.palette.dark ? 0.3 : 0.12),
    rotation,
  );
}

function flower(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  petal: string,
  heart: string,
  turn: number,
) {
  ctx.fillStyle = petal;
  for (let i = 0; i < 5; i++) {
    const a = turn + (i / 5) * Math.PI * 2;
    ctx.beginPath();
    ctx.ellipse(
      cx + Math.cos(a) * r * 0.55,
      cy + Math.sin(a) * r * 0.55,
      r * 0.55,
      r * 0.36,
      a,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.fillStyle = heart;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.3, 0, Math.PI * 2);
  ctx.fill();
}

function leaf(ctx: Ctx, x: number, y: number, len: number, angle: number, colour: string) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(len * 0.5, -len * 0.28, len, 0);
  ctx.quadraticCurveTo(len * 0.5, len * 0.28, 0, 0);
  ctx.fill();
  ctx.restore();
}

/** Flower clusters in the top-right and bottom-left corners. */
export function drawFlowers(ctx: Ctx, box: Box, env: DrawEnv): void {
  const s = Math.min(box.w, box.h);
  const rng = env.rng;
  const petals = ['#ff8fab', '#ffc8dd', '#ffffff', '#ffb4a2', env.palette.accent];
  const breeze = env.t === null ? 0 : Math.sin(env.t * 1.1) * 0.06;
  for (const [cx, cy, dir] of [
    [box.x + box.w, box.y, 1],
    [box.x, box.y + box.h, -1],
  ] as const) {
    for (let i = 0; i < 7; i++) {
      const a = between(rng, 0, Math.PI / 2);
      const d = s * between(rng, 0.05, 0.3);
      leaf(
        ctx,
        cx - dir * Math.cos(a) * d,
        cy + dir * Math.sin(a) * d,
        s * 0.16,
        (dir > 0 ? Math.PI : 0) + a * dir + breeze,
        '#52b788',
      );
    }
    for (let i = 0; i < 6; i++) {
      const a = between(rng, 0, Math.PI / 2);
      const d = s * between(rng, 0.02, 0.24);
      flower(
        ctx,
        cx - dir * Math.cos(a) * d,
        cy + dir * Math.sin(a) * d,
        s * between(rng, 0.045, 0.075),
        pick(rng, petals),
        '#ffd166',
        rng() + breeze,
      );
    }
  }
}

/** Hearts of several sizes drifting up around the edges. */
export function drawHearts(ctx: Ctx, box: Box, env: DrawEnv): void {
  const rng = env.rng;
  const s = Math.min(box.w, box.h);
  const colours = [env.palette.accent, env.palette.accent2, '#ff4d6d', '#ff8fab'];
  for (let i = 0; i < 16; i++) {
    const left = i % 2 === 0;
    const x = left ? box.x + rng() * box.w * 0.18 : box.x + box.w * (0.82 + rng() * 0.18);
    const speed = 0.5 + rng();
    const rise = env.t === null ? 0 : env.t * s * 0.04 * speed;
    const y = box.y + ((((rng() * box.h - rise) % box.h) + box.h) % box.h);
    const size = s * between(rng, 0.04, 0.1);
    // Faded, not skipped, over the text: a rising heart must not blink out in a reel.
    const alpha = between(rng, 0.45, 0.9) * visibility(x, y, env.avoid, size);
    ctx.fillStyle = withAlpha(pick(rng, colours), alpha);
    heartPath(ctx, x, y, size);
    ctx.fill();
  }
}
