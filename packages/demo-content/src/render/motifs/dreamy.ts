import { between, pick } from '../../prng';
import { type Box, type Ctx, type DrawEnv, mix, touches, withAlpha } from '../geometry';
import { drawGlow } from './shapes';

/**
 * The "AI art" landscape: a huge soft planet or sun, misty mountain layers fading into the
 * distance and a mirror lake, all in the palette's hues.
 */
export function drawDreamscape(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette, rng } = env;
  const s = Math.min(box.w, box.h);
  const t = env.t ?? 0;
  const px = box.x + box.w * between(rng, 0.3, 0.7);
  // High in the sky, so it rises above a centred card rather than hiding behind it.
  const py = box.y + box.h * 0.2 + Math.sin(t * 0.4) * s * 0.01;
  const pr = s * between(rng, 0.2, 0.3);
  drawGlow(ctx, px, py, pr * 2.6, palette.glow, 0.45);
  const planet = ctx.createLinearGradient(px, py - pr, px, py + pr);
  planet.addColorStop(0, mix(palette.glow, '#ffffff', 0.4));
  planet.addColorStop(1, palette.accent);
  ctx.fillStyle = planet;
  ctx.beginPath();
  ctx.arc(px, py, pr, 0, Math.PI * 2);
  ctx.fill();
  const horizon = box.y + box.h * 0.8;
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1);
    const colour = mix(
      mix(palette.bg[0], palette.accent2, 0.35),
      palette.bg[2],
      0.25 + depth * 0.7,
    );
    const top = horizon - box.h * (0.34 - depth * 0.22);
    const seed = rng() * 10;
    ctx.beginPath();
    ctx.moveTo(box.x - s * 0.1, horizon);
    for (let k = 0; k <= 30; k++) {
      const x = box.x - s * 0.1 + (k / 30) * (box.w + s * 0.2);
      const ridge = Math.abs(Math.sin(k / 4 + seed)) * 0.7 + Math.sin(k / 1.7 + seed) * 0.12;
      ctx.lineTo(x, top + (1 - ridge) * box.h * 0.12);
    }
    ctx.lineTo(box.x + box.w + s * 0.1, horizon);
    ctx.closePath();
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.fillStyle = withAlpha(palette.glow, 0.12 * (1 - depth));
    ctx.fillRect(box.x - s * 0.1, top + box.h * 0.08, box.w + s * 0.2, horizon - top);
  }
  const lake = ctx.createLinearGradient(0, horizon, 0, box.y + box.h);
  lake.addColorStop(0, withAlpha(palette.glow, 0.45));
  lake.addColorStop(1, withAlpha(palette.bg[2], 0.9));
  ctx.fillStyle = lake;
  ctx.fillRect(box.x - s * 0.1, horizon, box.w + s * 0.2, box.y + box.h - horizon);
  ctx.strokeStyle = withAlpha('#ffffff', 0.35);
  ctx.lineWidth = s * 0.004;
  for (let i = 0; i < 5; i++) {
    const y = horizon + (box.y + box.h - horizon) * (0.2 + i * 0.16);
    const half = pr * (1 - i * 0.15) + Math.sin(t * 1.5 + i) * s * 0.01;
    ctx.beginPath();
    ctx.moveTo(px - half, y);
    ctx.lineTo(px + half, y);
    ctx.stroke();
  }
}

/** Glossy spheres floating at the edges, lit from the top left, with one orbit ring. */
export function drawOrbs(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette, rng } = env;
  const s = Math.min(box.w, box.h);
  const t = env.t ?? 0;
  const spots: Array<[number, number]> = [
    [0.08, 0.1],
    [0.9, 0.2],
    [0.15, 0.88],
    [0.86, 0.82],
    [0.5, 0.02],
    [0.96, 0.55],
  ];
  const colours = [palette.accent, palette.accent2, palette.glow];
  spots.forEach(([fx, fy], i) => {
    let r = s * between(rng, 0.06, 0.15) * (i < 4 ? 1.3 : 0.7);
    let x = box.x + fx * box.w + Math.sin(t * 0.7 + i) * s * 0.015;
    const y = box.y + fy * box.h + Math.cos(t * 0.6 + i * 2) * s * 0.02;
    const colour = pick(rng, colours);
    if (touches(env.avoid, x, y, r)) {
      // Slide to the nearer edge and shrink, peeking in from the side instead of over the words.
      x = fx < 0.5 ? box.x - r * 0.2 : box.x + box.w + r * 0.2;
      r *= 0.7;
    }
    drawGlow(ctx, x, y, r * 1.8, colour, 0.35);
    const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.05, x, y, r);
    g.addColorStop(0, mix(colour, '#ffffff', 0.75));
    g.addColorStop(0.45, colour);
    g.addColorStop(1, mix(colour, '#000000', 0.45));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    if (i === 0) {
      ctx.strokeStyle = withAlpha(palette.glow, 0.7);
      ctx.lineWidth = r * 0.06;
      ctx.beginPath();
      ctx.ellipse(x, y, r * 1.7, r * 0.45, -0.35, 0, Math.PI * 2);
      ctx.stroke();
    }
  });
}

/** Translucent aurora ribbons swaying across the scene. */
export function drawAurora(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette, rng } = env;
  const t = env.t ?? 0;
  const colours = [palette.accent2, palette.accent, palette.glow];
  for (let band = 0; band < 3; band++) {
    const colour = colours[band] ?? palette.accent;
    const baseY = box.y + box.h * (0.15 + band * 0.3 + between(rng, -0.05, 0.05));
    const thickness = box.h * between(rng, 0.12, 0.2);
    const phase = rng() * 6 + t * 0.5;
    const g = ctx.createLinearGradient(0, baseY - thickness, 0, baseY + thickness);
    g.addColorStop(0, withAlpha(colour, 0));
    g.addColorStop(0.5, withAlpha(colour, 0.42));
    g.addColorStop(1, withAlpha(colour, 0));
    ctx.fillStyle = g;
    ctx.beginPath();
    const steps = 30;
    for (let k = 0; k <= steps; k++) {
      const x = box.x - box.w * 0.1 + (k / steps) * box.w * 1.2;
      const y = baseY + Math.sin(k / 5 + phase) * thickness * 0.6 - thickness;
      if (k === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    for (let k = steps; k >= 0; k--) {
      const x = box.x - box.w * 0.1 + (k / steps) * box.w * 1.2;
      ctx.lineTo(x, baseY + Math.sin(k / 5 + phase + 0.8) * thickness * 0.6 + thickness);
    }
    ctx.closePath();
    ctx.fill();
  }
}

/** Minimal geometry for quotes: an outlined ring, a dot grid and a pair of short bars. */
export function drawAbstract(ctx: Ctx, box: Box, env: DrawEnv): void {
  const { palette, rng } = env;
  const s = Math.min(box.w, box.h);
  const t = env.t ?? 0;
  const flip = rng() < 0.5;
  const ringX = flip ? box.x + box.w : box.x;
  ctx.strokeStyle = withAlpha(palette.accent, 0.55);
  ctx.lineWidth = s * 0.018;
  ctx.beginPath();
  ctx.arc(ringX, box.y + box.h * 0.1, s * 0.22, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = withAlpha(palette.accent2, 0.35);
  ctx.beginPath();
  ctx.arc(
    flip ? box.x : box.x + box.w,
    box.y + box.h * 0.95,
    s * 0.2 + Math.sin(t) * s * 0.01,
    0,
    Math.PI * 2,
  );
  ctx.fill();
  ctx.fillStyle = withAlpha(palette.dark ? '#ffffff' : palette.ink, 0.25);
  const gx = flip ? box.x + s * 0.02 : box.x + box.w - s * 0.2;
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      ctx.beginPath();
      ctx.arc(gx + c * s * 0.04, box.y + box.h * 0.72 + r * s * 0.04, s * 0.006, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.fillStyle = palette.accent;
  const barX = flip ? box.x + box.w - s * 0.18 : box.x + s * 0.02;
  ctx.fillRect(barX, box.y + box.h * 0.3, s * 0.16, s * 0.012);
  ctx.fillRect(barX, box.y + box.h * 0.3 + s * 0.03, s * 0.09, s * 0.012);
}
