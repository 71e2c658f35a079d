import { createCanvas } from '@napi-rs/canvas';
import { rngFor } from '../prng';
import { drawBackground } from './backgrounds';
import type { Ctx } from './geometry';
import type { SceneInput } from './scene-layout';

/**
 * A reel's moving gradient: the background drawn once, 12 % larger than the frame, then
 * panned slowly under it (a blit per frame instead of several full-canvas gradient fills).
 */
export function createBackgroundLayer(item: SceneInput): (ctx: Ctx, t: number | null) => void {
  const margin = Math.round(Math.max(item.width, item.height) * 0.06);
  const width = item.width + 2 * margin;
  const height = item.height + 2 * margin;
  const canvas = createCanvas(width, height);
  const bctx = canvas.getContext('2d');
  const env = {
    palette: item.recipe.palette,
    rng: rngFor(item.recipe.seed, 'background'),
    t: null,
    width,
    height,
    avoid: [],
  };
  drawBackground(bctx, item.recipe.background, env, item.recipe.seed);
  return (ctx, t) => {
    const s = t ?? 0;
    // Different periods on each axis (≈ 11 s and 15 s) so the drift never looks like a loop.
    const dx = Math.sin((s * Math.PI * 2) / 11) * margin * 0.8;
    const dy = Math.cos((s * Math.PI * 2) / 15) * margin * 0.8;
    // Whole pixels: a fractional offset makes Skia filter every pixel (~6× the cost of a copy),
    // and a 1 px step is invisible on a soft gradient.
    ctx.drawImage(canvas, Math.round(dx) - margin, Math.round(dy) - margin);
  };
}
