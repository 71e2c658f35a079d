import type { Canvas2DContext } from '../../packages/shared/src/compose/context';

type BaseContext = Canvas2DContext & {
  createLinearGradient(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
  ): {
    addColorStop(offset: number, colour: string): void;
  };
};

/**
 * The stand-in for a creative under the overlay, drawn the same way on both canvases: flat
 * bands of colour (light, dark, busy) so text, strips and the watermark are compared over every
 * kind of background a real design has.
 */
export function paintBase(ctx: BaseContext, width: number, height: number): void {
  const bands = ['#f8e7c9', '#1f2a44', '#e11d48', '#0f766e', '#fde047', '#111827'];
  const band = height / bands.length;
  bands.forEach((colour, i) => {
    ctx.fillStyle = colour;
    ctx.fillRect(0, Math.round(i * band), width, Math.ceil(band));
  });
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(Math.round(width * 0.6), 0, Math.round(width * 0.15), height);
}
