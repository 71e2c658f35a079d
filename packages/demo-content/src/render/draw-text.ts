import type { DemoPalette } from '../demo-types';
import { appear, type Ctx, inkOn, roundRectPath } from './geometry';
import { applyFont } from './text-fit';
import type { PlacedLine, TextLayout, TextRole } from './text-layout';

/** When each part starts to fade in, in seconds: the eye follows headline → wish → CTA. */
const ENTRANCE: Record<TextRole, number> = {
  kicker: 0.3,
  headline: 0.6,
  secondary: 1.2,
  body: 1.7,
  cta: 2.2,
};

function colourOf(role: TextRole, palette: DemoPalette): string {
  switch (role) {
    case 'kicker':
      return palette.dark ? palette.glow : palette.ink;
    case 'headline':
      return palette.ink;
    case 'secondary':
      return palette.dark ? palette.glow : palette.ink;
    case 'body':
      return palette.text;
    case 'cta':
      return inkOn(palette.accent);
  }
}

/** Metallic gold across the line's height, the look of printed festive cards. */
function goldFill(ctx: Ctx, line: PlacedLine) {
  const g = ctx.createLinearGradient(0, line.ink.y, 0, line.ink.y + line.ink.h);
  g.addColorStop(0, '#fff6c9');
  g.addColorStop(0.45, '#ffd25e');
  g.addColorStop(0.55, '#e9a93a');
  g.addColorStop(1, '#ffe38f');
  return g;
}

/** How far a part has faded in at `t` (0…1), and how far below its place it still is. */
export function entrance(
  role: TextRole,
  size: number,
  t: number | null,
): { alpha: number; rise: number } {
  const alpha = appear(t, ENTRANCE[role]);
  return { alpha, rise: (1 - alpha) * size * 0.35 };
}

/** Draws the text (only the roles in `only`, when given) as it looks at time `t`. */
export function drawTextLayout(
  ctx: Ctx,
  layout: TextLayout,
  palette: DemoPalette,
  t: number | null,
  only?: ReadonlySet<TextRole>,
): void {
  const pillAlpha = appear(t, ENTRANCE.cta);
  if (layout.pill && pillAlpha > 0 && (!only || only.has('cta'))) {
    ctx.save();
    ctx.globalAlpha = pillAlpha;
    ctx.shadowColor = 'rgba(0,0,0,0.25)';
    ctx.shadowBlur = layout.pill.h * 0.3;
    ctx.shadowOffsetY = layout.pill.h * 0.08;
    ctx.fillStyle = palette.accent;
    roundRectPath(ctx, layout.pill, layout.pill.h / 2);
    ctx.fill();
    ctx.restore();
  }
  for (const line of layout.lines) {
    if (only && !only.has(line.role)) continue;
    const { alpha, rise } = entrance(line.role, line.size, t);
    if (alpha <= 0) continue;
    ctx.save();
    ctx.globalAlpha = alpha;
    applyFont(ctx, line.spec, line.size);
    ctx.textAlign = line.align;
    ctx.textBaseline = 'alphabetic';
    if (line.role === 'headline' && palette.goldText) ctx.fillStyle = goldFill(ctx, line);
    else ctx.fillStyle = colourOf(line.role, palette);
    if (palette.dark && line.role !== 'cta') {
      // A soft drop shadow lifts light text off busy gradients without an outline.
      ctx.shadowColor = 'rgba(0,0,0,0.45)';
      ctx.shadowBlur = line.size * 0.12;
      ctx.shadowOffsetY = line.size * 0.04;
    }
    ctx.fillText(line.text, line.x, line.y + rise);
    ctx.restore();
  }
}
