import type { FrameId } from '../demo-types';
import { type Ctx, type DrawEnv, star, withAlpha } from './geometry';
import { drawMandala, drawMarigold } from './motifs/mandala';

function goldBorder(ctx: Ctx, env: DrawEnv) {
  const { width: w, height: h, palette } = env;
  const m = w * 0.035;
  const colour = palette.dark ? '#e9c46a' : palette.accent;
  ctx.save();
  ctx.strokeStyle = withAlpha(colour, 0.9);
  ctx.lineWidth = w * 0.004;
  ctx.strokeRect(m, m, w - 2 * m, h - 2 * m);
  ctx.lineWidth = w * 0.0015;
  const m2 = m + w * 0.012;
  ctx.strokeRect(m2, m2, w - 2 * m2, h - 2 * m2);
  ctx.fillStyle = colour;
  for (const [x, y] of [
    [m, m],
    [w - m, m],
    [m, h - m],
    [w - m, h - m],
    [w / 2, m],
    [w / 2, h - m],
  ] as const) {
    star(ctx, x, y, w * 0.016, w * 0.005, 4, 0);
    ctx.fill();
  }
  ctx.restore();
}

/** Quarter mandalas in the four corners: the logo may sit on the top-left one, by design. */
function mandalaCorners(ctx: Ctx, env: DrawEnv) {
  const { width: w, height: h, palette } = env;
  const r = w * 0.26;
  const colours = [palette.accent, palette.glow, palette.accent2, palette.ink, palette.accent];
  const rotation = env.t === null ? 0 : env.t * 0.08;
  for (const [x, y] of [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ] as const) {
    drawMandala(ctx, x, y, r, { colours, alpha: 0.22, rotation, outline: false });
  }
}

/** A marigold toran (door garland) swinging across the top, with hanging strands. */
function toran(ctx: Ctx, env: DrawEnv) {
  const { width: w, palette } = env;
  const flower = w * 0.028;
  const sway = env.t === null ? 0 : Math.sin(env.t * 1.6) * w * 0.004;
  const strands = 6;
  ctx.save();
  for (let s = 0; s < strands; s++) {
    const x = ((s + 0.5) / strands) * w + sway;
    const length = 2 + (s % 2);
    for (let k = 0; k < length; k++) {
      drawMarigold(
        ctx,
        x,
        flower * (1.2 + k * 1.7),
        flower * 0.9,
        k % 2 === 0 ? 'orange' : 'yellow',
      );
    }
    // A mango leaf at the end of each strand.
    const ly = flower * (1.2 + length * 1.7);
    ctx.fillStyle = '#2f9e44';
    ctx.beginPath();
    ctx.moveTo(x, ly - flower * 0.6);
    ctx.quadraticCurveTo(x + flower * 0.8, ly + flower * 0.5, x, ly + flower * 1.6);
    ctx.quadraticCurveTo(x - flower * 0.8, ly + flower * 0.5, x, ly - flower * 0.6);
    ctx.fill();
  }
  const count = Math.ceil(w / (flower * 1.5)) + 1;
  for (let i = 0; i < count; i++) {
    const x = i * flower * 1.5;
    const y = flower * 0.55 + Math.sin((i / count) * Math.PI * strands * 2) * flower * 0.2;
    drawMarigold(ctx, x, y, flower, i % 2 === 0 ? 'orange' : 'yellow');
  }
  ctx.fillStyle = withAlpha(palette.dark ? '#000000' : '#7a3300', 0.12);
  ctx.fillRect(0, flower * 1.4, w, w * 0.003);
  ctx.restore();
}

/** Fading polka dots in two corners: light, playful, and kept out of the text. */
function dots(ctx: Ctx, env: DrawEnv) {
  const { width: w, height: h, palette } = env;
  const step = w * 0.035;
  ctx.save();
  ctx.fillStyle = palette.dark ? '#ffffff' : palette.accent;
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 7 - row; col++) {
      const alpha = 0.3 * (1 - (row + col) / 7);
      ctx.globalAlpha = alpha;
      for (const [x, y] of [
        [w - step * (col + 0.8), step * (row + 0.8)],
        [step * (col + 0.8), h * 0.86 - step * (row + 0.8)],
      ] as const) {
        ctx.beginPath();
        ctx.arc(x, y, w * 0.005, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
  ctx.restore();
}

/** Layered waves along the top edge. */
function waves(ctx: Ctx, env: DrawEnv) {
  const { width: w, height: h, palette } = env;
  const phase = env.t === null ? 0 : env.t * 0.8;
  const layers = [
    { colour: palette.accent, alpha: 0.35, depth: 0.09, amp: 0.02 },
    { colour: palette.accent2, alpha: 0.3, depth: 0.06, amp: 0.015 },
  ];
  ctx.save();
  for (const [i, layer] of layers.entries()) {
    ctx.fillStyle = withAlpha(layer.colour, layer.alpha);
    ctx.beginPath();
    ctx.moveTo(0, 0);
    for (let x = 0; x <= w; x += w / 40) {
      const y = h * layer.depth + Math.sin((x / w) * Math.PI * 2 + phase + i) * w * layer.amp;
      ctx.lineTo(x, y);
    }
    ctx.lineTo(w, 0);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

const FRAMES: Record<FrameId, (ctx: Ctx, env: DrawEnv) => void> = {
  none: () => {},
  goldBorder,
  mandalaCorners,
  toran,
  dots,
  waves,
};

export function drawFrame(ctx: Ctx, id: FrameId, env: DrawEnv): void {
  FRAMES[id](ctx, env);
}
