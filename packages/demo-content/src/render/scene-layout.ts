import type { DemoMediaPlan } from '../demo-types';
import { MOTIF_ASPECT, MOTIF_KIND } from '../motif-kinds';
import type { Box, Ctx } from './geometry';
import { regionsFor, type SceneRegions, settleRegions } from './layouts';
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
    MOTIF_KIND[recipe.motif],
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
export function inkBounds(layout: TextLayout): Box {
  const boxes = [...layout.lines.map((l) => l.ink), ...(layout.pill ? [layout.pill] : [])];
  if (boxes.length === 0) return layout.bounds;
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}
