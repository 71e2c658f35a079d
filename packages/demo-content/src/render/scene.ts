import { rngFor } from '../prng';
import { drawBackground, drawBand } from './backgrounds';
import { drawTextLayout } from './draw-text';
import { drawFrame } from './frames';
import { type Box, type Ctx, type DrawEnv, roundRectPath, withAlpha } from './geometry';
import { motifFor } from './motif-registry';
import { drawOfferBadge } from './motifs/shop';
import { drawParticles } from './particles';
import { inkBounds, type SceneInput, type SceneLayout } from './scene-layout';

/** One layer of a creative at time `t` (null: the settled still). */
export type Paint = (ctx: Ctx, t: number | null) => void;

/** The layers of a creative, bottom to top; a reel caches the ones that do not move. */
export interface SceneParts {
  background: Paint;
  frame: Paint;
  motif: Paint;
  particles: Paint;
  badge: Paint;
  band: Paint;
  card: Paint;
  text: Paint;
}

export function sceneParts(item: SceneInput, layout: SceneLayout): SceneParts {
  const { recipe } = item;
  const { regions } = layout;
  // A fresh random stream per layer and per call: every frame of a reel scatters alike.
  const env = (label: string, t: number | null, avoid: readonly Box[] = []): DrawEnv => ({
    palette: recipe.palette,
    rng: rngFor(recipe.seed, label),
    t,
    width: item.width,
    height: item.height,
    avoid,
  });
  const avoid = [inkBounds(layout.text), ...(regions.card ? [regions.card] : [])];
  const badge = item.text.badge;
  // Without a badge to show, an offer's illustration takes the badge's room too.
  const art =
    regions.badge && !badge
      ? { ...regions.art, y: regions.badge.y, h: regions.art.y + regions.art.h - regions.badge.y }
      : regions.art;
  return {
    background: (ctx, t) =>
      drawBackground(ctx, recipe.background, env('background', t), recipe.seed),
    frame: (ctx, t) => drawFrame(ctx, recipe.frame, env('frame', t)),
    motif: (ctx, t) => {
      ctx.save();
      motifFor(recipe.motif).draw(ctx, art, env('motif', t, avoid));
      ctx.restore();
    },
    particles: (ctx, t) =>
      drawParticles(ctx, recipe.particles, env('particles', t), recipe.seed, avoid),
    badge: (ctx, t) => {
      if (!regions.badge || !badge) return;
      ctx.save();
      drawOfferBadge(ctx, regions.badge, badge, env('badge', t));
      ctx.restore();
    },
    band: (ctx, t) => drawBand(ctx, env('band', t), regions.band),
    card: (ctx) => {
      const card = regions.card;
      if (!card) return;
      const { palette } = recipe;
      const radius = item.width * 0.04;
      ctx.save();
      ctx.shadowColor = 'rgba(0,0,0,0.22)';
      ctx.shadowBlur = item.width * 0.04;
      ctx.shadowOffsetY = item.width * 0.012;
      ctx.fillStyle = palette.dark ? withAlpha('#0b0b14', 0.5) : withAlpha('#ffffff', 0.82);
      roundRectPath(ctx, card, radius);
      ctx.fill();
      ctx.restore();
      ctx.strokeStyle = withAlpha(palette.dark ? palette.glow : palette.accent, 0.55);
      ctx.lineWidth = item.width * 0.003;
      roundRectPath(ctx, card, radius);
      ctx.stroke();
    },
    text: (ctx, t) => drawTextLayout(ctx, layout.text, recipe.palette, t),
  };
}

/** Draws the whole creative at time `t` (null: the settled still). */
export function drawScene(ctx: Ctx, item: SceneInput, layout: SceneLayout, t: number | null): void {
  const parts = sceneParts(item, layout);
  for (const paint of [
    parts.background,
    parts.frame,
    parts.motif,
    parts.particles,
    parts.badge,
    parts.band,
    parts.card,
    parts.text,
  ]) {
    paint(ctx, t);
  }
}
