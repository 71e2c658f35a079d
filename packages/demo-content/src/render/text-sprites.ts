import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { DemoPalette } from '../demo-types';
import { drawTextLayout, entrance } from './draw-text';
import type { Box, Ctx } from './geometry';
import type { TextLayout, TextRole } from './text-layout';

interface Sprite {
  role: TextRole;
  size: number;
  x: number;
  y: number;
  image: Canvas;
}

function union(boxes: readonly Box[], margin: number): Box {
  const x0 = Math.floor(Math.min(...boxes.map((b) => b.x)) - margin);
  const y0 = Math.floor(Math.min(...boxes.map((b) => b.y)) - margin);
  const x1 = Math.ceil(Math.max(...boxes.map((b) => b.x + b.w)) + margin);
  const y1 = Math.ceil(Math.max(...boxes.map((b) => b.y + b.h)) + margin);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * The text of a reel pre-drawn once per part (kicker, headline, …) on small transparent
 * canvases at integer offsets: each frame then blits them with the part's fade and rise
 * instead of shaping text and blurring its shadow again (several ms a line). At full opacity
 * a sprite gives the same pixels as drawing the text directly.
 */
export function createTextSprites(
  layout: TextLayout,
  palette: DemoPalette,
): (ctx: Ctx, t: number | null) => void {
  const roles = [...new Set(layout.lines.map((l) => l.role))];
  const sprites: Sprite[] = roles.map((role) => {
    const lines = layout.lines.filter((l) => l.role === role);
    const size = lines[0]?.size ?? 0;
    const boxes = [
      ...lines.map((l) => l.ink),
      ...(role === 'cta' && layout.pill ? [layout.pill] : []),
    ];
    // Room for the drop shadow (blur ≈ 0.12 × size, offset 0.04 × size) and the pill's shadow.
    const box = union(boxes, size * 0.5);
    const image = createCanvas(Math.max(1, box.w), Math.max(1, box.h));
    const sctx = image.getContext('2d');
    sctx.lang = 'en';
    sctx.translate(-box.x, -box.y);
    drawTextLayout(sctx, layout, palette, null, new Set([role]));
    return { role, size, x: box.x, y: box.y, image };
  });
  return (ctx, t) => {
    for (const sprite of sprites) {
      const { alpha, rise } = entrance(sprite.role, sprite.size, t);
      if (alpha <= 0) continue;
      ctx.save();
      ctx.globalAlpha = alpha;
      ctx.drawImage(sprite.image, sprite.x, sprite.y + rise);
      ctx.restore();
    }
  };
}
