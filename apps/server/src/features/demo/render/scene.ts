import type { DemoMediaPlan } from '../demo-types';
import { MOTIF_ASPECT } from '../motif-kinds';
import { rngFor } from '../prng';
import { drawBackground, drawBand } from './backgrounds';
import { drawTextLayout } from './draw-text';
import { drawFrame } from './frames';
import { type Box, type Ctx, type DrawEnv, roundRectPath, withAlpha } from './geometry';
import { regionsFor, type SceneRegions, settleRegions } from './layouts';
import { motifFor } from './motif-registry';
import { drawOfferBadge } from './motifs/shop';
import { drawParticles } from './particles';
import { layoutText, type TextLayout } from './text-layout';

/** What the renderer reads from a plan item. */
export type SceneInput = Pick<DemoMediaPlan, 'width' | 'height' | 'text' | 'recipe'>;

export interface SceneLayout {
  regions: SceneRegions;
  text: TextLayout;
}

/** Measures and places everything once; a reel reuses it for every frame. */
export function layoutScene(ctx: Ctx, item: SceneInput): SceneLayout {
  // Text shaping follows ctx.lang; fixing it keeps renders identical whatever the host locale.
  ctx.lang = 'en';
  const { recipe } = item;
  const regions = regionsFor(
    recipe.layout,
    item.width,
    item.height,
    motifFor(recipe.motif).kind,
    recipe.frame,
  );
  const text = layoutText(ctx, item.text, recipe.headline, regions.text, {
    align: regions.align,
    valign: regions.valign,
    ref: regions.ref,
  });
  const settled = settleRegions(regions, text.bounds, item.width, MOTIF_ASPECT[recipe.motif] ?? 1);
  return { regions: settled.regions, text: shiftText(text, settled.dy) };
}

function shiftText(layout: TextLayout, dy: number): TextLayout {
  if (dy === 0) return layout;
  const down = <T extends { y: number }>(b: T): T => ({ ...b, y: b.y + dy });
  return {
    lines: layout.lines.map((l) => ({ ...l, y: l.y + dy, ink: down(l.ink) })),
    pill: layout.pill && down(layout.pill),
    bounds: down(layout.bounds),
  };
}

/** The box around the painted text (narrower than its region when the lines are short). */
function inkBounds(layout: TextLayout): Box {
  const boxes = [...layout.lines.map((l) => l.ink), ...(layout.pill ? [layout.pill] : [])];
  if (boxes.length === 0) return layout.bounds;
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

function envAt(
  item: SceneInput,
  label: string,
  t: number | null,
  avoid: readonly Box[] = [],
): DrawEnv {
  // A fresh stream per part and per frame: every frame of a reel scatters things identically.
  return {
    palette: item.recipe.palette,
    rng: rngFor(item.recipe.seed, label),
    t,
    width: item.width,
    height: item.height,
    avoid,
  };
}

function drawCard(ctx: Ctx, item: SceneInput, layout: SceneLayout) {
  const card = layout.regions.card;
  if (!card) return;
  const { palette } = item.recipe;
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
}

/**
 * Replacements for the costliest layers, so a reel can draw them from cached bitmaps: a
 * full-canvas gradient costs ~6 ms a frame on the CPU, a blit of it ~1 ms.
 */
export interface SceneLayers {
  background?: (ctx: Ctx, t: number | null) => void;
  text?: (ctx: Ctx, t: number | null) => void;
}

/** Draws the whole creative at time `t` (null: the settled still). */
export function drawScene(
  ctx: Ctx,
  item: SceneInput,
  layout: SceneLayout,
  t: number | null,
  layers: SceneLayers = {},
): void {
  const { recipe } = item;
  const { regions } = layout;
  if (layers.background) layers.background(ctx, t);
  else drawBackground(ctx, recipe.background, envAt(item, 'background', t), recipe.seed);
  drawFrame(ctx, recipe.frame, envAt(item, 'frame', t));
  const badge = item.text.badge;
  const art =
    regions.badge && !badge
      ? { ...regions.art, y: regions.badge.y, h: regions.art.y + regions.art.h - regions.badge.y }
      : regions.art;
  const avoid = [inkBounds(layout.text), ...(regions.card ? [regions.card] : [])];
  ctx.save();
  motifFor(recipe.motif).draw(ctx, art, envAt(item, 'motif', t, avoid));
  ctx.restore();
  drawParticles(ctx, recipe.particles, envAt(item, 'particles', t), recipe.seed, avoid);
  if (regions.badge && badge) {
    ctx.save();
    drawOfferBadge(ctx, regions.badge, badge, envAt(item, 'badge', t));
    ctx.restore();
  }
  drawBand(ctx, envAt(item, 'band', t), regions.band);
  drawCard(ctx, item, layout);
  if (layers.text) layers.text(ctx, t);
  else drawTextLayout(ctx, layout.text, recipe.palette, t);
}
