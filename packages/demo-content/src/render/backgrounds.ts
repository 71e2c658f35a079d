import type { BackgroundId } from '../demo-types';
import { rngFor } from '../prng';
import { type Ctx, type DrawEnv, mix, withAlpha } from './geometry';

/** Slow drift for reels: a full cycle takes ~12 s, so a 6–8 s reel never loops visibly. */
function drift(t: number | null, speed = 0.5): number {
  return t === null ? 0 : Math.sin(t * speed);
}

function linear(ctx: Ctx, env: DrawEnv, seed: number) {
  const { width: w, height: h, palette } = env;
  const tilt = (rngFor(seed, 'bg-tilt')() - 0.5) * w * 0.8 + drift(env.t) * w * 0.15;
  const g = ctx.createLinearGradient(w / 2 - tilt, 0, w / 2 + tilt, h);
  g.addColorStop(0, palette.bg[0]);
  g.addColorStop(0.55, palette.bg[1]);
  g.addColorStop(1, palette.bg[2]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

function radialGlow(ctx: Ctx, env: DrawEnv) {
  const { width: w, height: h, palette } = env;
  const cy = h * (0.42 + drift(env.t, 0.6) * 0.03);
  const g = ctx.createRadialGradient(w / 2, cy, 0, w / 2, cy, Math.hypot(w, h) * 0.62);
  g.addColorStop(0, palette.bg[0]);
  g.addColorStop(0.5, palette.bg[1]);
  g.addColorStop(1, palette.bg[2]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

/** Large soft colour fields: the "mesh gradient" look of AI art and modern brand posts. */
function mesh(ctx: Ctx, env: DrawEnv, seed: number) {
  const { width: w, height: h, palette } = env;
  ctx.fillStyle = palette.bg[1];
  ctx.fillRect(0, 0, w, h);
  const rng = rngFor(seed, 'bg-mesh');
  const blobs = [palette.bg[0], palette.bg[2], palette.accent, palette.accent2, palette.bg[0]];
  blobs.forEach((colour, i) => {
    const phase = rng() * Math.PI * 2;
    const cx = w * (0.1 + rng() * 0.8) + drift(env.t, 0.4 + i * 0.07) * w * 0.08 * Math.cos(phase);
    const cy = h * (0.1 + rng() * 0.8) + drift(env.t, 0.35 + i * 0.05) * h * 0.06 * Math.sin(phase);
    const r = Math.max(w, h) * (0.35 + rng() * 0.3);
    const alpha = i >= 2 && i <= 3 ? 0.38 : 0.85;
    const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
    g.addColorStop(0, withAlpha(colour, alpha));
    g.addColorStop(1, withAlpha(colour, 0));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  });
}

function sunburst(ctx: Ctx, env: DrawEnv) {
  radialGlow(ctx, env);
  const { width: w, height: h, palette } = env;
  const cx = w / 2;
  const cy = h * 0.42;
  const rays = 28;
  const spin = env.t === null ? 0 : env.t * 0.05;
  const reach = Math.hypot(w, h);
  ctx.save();
  ctx.fillStyle = withAlpha(palette.dark ? '#ffffff' : palette.accent, palette.dark ? 0.05 : 0.07);
  for (let i = 0; i < rays; i += 2) {
    const a0 = spin + (i / rays) * Math.PI * 2;
    const a1 = spin + ((i + 1) / rays) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a0) * reach, cy + Math.sin(a0) * reach);
    ctx.lineTo(cx + Math.cos(a1) * reach, cy + Math.sin(a1) * reach);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/** A bold two-tone split, typical of shop and property flyers. */
function diagonal(ctx: Ctx, env: DrawEnv, seed: number) {
  linear(ctx, env, seed);
  const { width: w, height: h, palette } = env;
  const flip = rngFor(seed, 'bg-diagonal')() < 0.5;
  ctx.save();
  if (flip) {
    ctx.translate(w, 0);
    ctx.scale(-1, 1);
  }
  ctx.fillStyle = withAlpha(mix(palette.bg[2], palette.accent, 0.25), 0.55);
  ctx.beginPath();
  ctx.moveTo(w * 0.62, 0);
  ctx.lineTo(w, 0);
  ctx.lineTo(w, h);
  ctx.lineTo(w * 0.22, h);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = withAlpha(palette.accent, 0.16);
  ctx.beginPath();
  ctx.moveTo(w * 0.74, 0);
  ctx.lineTo(w * 0.84, 0);
  ctx.lineTo(w * 0.44, h);
  ctx.lineTo(w * 0.34, h);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** Warm paper with a faint dot grid: quotes and notices. */
function paper(ctx: Ctx, env: DrawEnv) {
  const { width: w, height: h, palette } = env;
  const g = ctx.createLinearGradient(0, 0, w * 0.3, h);
  g.addColorStop(0, palette.bg[0]);
  g.addColorStop(1, palette.bg[1]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  const step = w / 24;
  ctx.fillStyle = withAlpha(palette.dark ? '#ffffff' : palette.ink, 0.06);
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      ctx.fillRect(x, y, w * 0.003, w * 0.003);
    }
  }
}

type PaintBackground = (ctx: Ctx, env: DrawEnv, seed: number) => void;

const BACKGROUNDS: Record<BackgroundId, PaintBackground> = {
  linear,
  radialGlow: (ctx, env) => radialGlow(ctx, env),
  mesh,
  sunburst: (ctx, env) => sunburst(ctx, env),
  diagonal,
  paper: (ctx, env) => paper(ctx, env),
};

export function drawBackground(ctx: Ctx, id: BackgroundId, env: DrawEnv, seed: number): void {
  BACKGROUNDS[id](ctx, env, seed);
}

/**
 * Tints the bottom band a little so a user's white or dark banner text reads on it, and the
 * empty band looks intended rather than unfinished.
 */
export function drawBand(ctx: Ctx, env: DrawEnv, band: { y: number; h: number }): void {
  const { width: w, palette } = env;
  const g = ctx.createLinearGradient(0, band.y - band.h * 0.4, 0, band.y + band.h);
  const tint = palette.dark ? '#000000' : '#ffffff';
  g.addColorStop(0, withAlpha(tint, 0));
  g.addColorStop(1, withAlpha(tint, palette.dark ? 0.35 : 0.45));
  ctx.fillStyle = g;
  ctx.fillRect(0, band.y - band.h * 0.4, w, band.h * 1.4);
}
