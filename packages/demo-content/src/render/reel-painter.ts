import { createCanvas } from '@napi-rs/canvas';
import type { MotifId } from '../demo-types';
import { createBackgroundLayer } from './background-layer';
import type { Ctx } from './geometry';
import { sceneParts } from './scene';
import type { SceneInput, SceneLayout } from './scene-layout';
import { createTextSprites } from './text-sprites';

/**
 * Motifs whose motion is not worth redrawing every frame: dozens of full-size gradients each
 * (the Holi clouds, the AI looks). In a reel they stay still and the rest moves around them.
 */
const STILL_IN_REELS: ReadonlySet<MotifId> = new Set([
  'holiSplash',
  'dreamscape',
  'orbs',
  'aurora',
]);

/**
 * Paints reel frames from cached layers. Per frame only what moves is drawn: the background
 * panned under the frame (moving gradient), the motif when it animates (flames, steam,
 * swinging lanterns), the particles and the text's entrance. Frame, badge, banner band and card
 * are drawn once onto a transparent overlay blitted on top; at 720×1280 this keeps a frame to
 * a few blits instead of a dozen full-canvas gradient fills and text shadows.
 */
export function createReelPainter(
  item: SceneInput,
  layout: SceneLayout,
): (ctx: Ctx, t: number) => void {
  const parts = sceneParts(item, layout);
  const background = createBackgroundLayer(item);
  const text = createTextSprites(layout.text, item.recipe.palette);
  const liveMotif = !STILL_IN_REELS.has(item.recipe.motif);
  const overlay = createCanvas(item.width, item.height);
  const octx = overlay.getContext('2d');
  octx.lang = 'en';
  parts.frame(octx, null);
  if (!liveMotif) parts.motif(octx, null);
  parts.badge(octx, null);
  parts.band(octx, null);
  parts.card(octx, null);
  return (ctx, t) => {
    background(ctx, t);
    if (liveMotif) parts.motif(ctx, t);
    parts.particles(ctx, t);
    ctx.drawImage(overlay, 0, 0);
    text(ctx, t);
  };
}
