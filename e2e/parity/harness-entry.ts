import type { Canvas2DContext } from '../../packages/shared/src/compose/context';
import { drawOverlay } from '../../packages/shared/src/compose/overlay';
import { bannerFont } from '../../packages/shared/src/editor/fonts';
import type { EditorSettings } from '../../packages/shared/src/editor/settings';
import { paintBase } from './base-pattern';

export interface ParityInput {
  width: number;
  height: number;
  settings: EditorSettings;
  logoDataUrl: string | null;
  watermark: boolean;
}

// The watermark's faces (compose/watermark.ts), loaded before drawing like the banner's.
const WATERMARK_FONTS = [
  '400 20px "Poppins"',
  '600 20px "Poppins"',
  '700 20px "Poppins"',
  '800 20px "Poppins"',
];

/** What the editor does in the browser: base, then the shared overlay, once the faces are in. */
async function renderDesign(input: ParityInput): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = input.width;
  canvas.height = input.height;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  paintBase(ctx as unknown as Parameters<typeof paintBase>[0], input.width, input.height);
  let logo = null;
  if (input.logoDataUrl) {
    const image = new Image();
    image.src = input.logoDataUrl;
    await image.decode();
    logo = { image, width: image.naturalWidth, height: image.naturalHeight };
  }
  const s = input.settings;
  await Promise.all([
    document.fonts.load(
      bannerFont(s.bannerFontFamily, s.bannerFontWeight, 40),
      s.bannerText || 'A',
    ),
    ...WATERMARK_FONTS.map((font) => document.fonts.load(font, 'STAMP stamp.preview PREVIEW')),
  ]);
  drawOverlay(ctx as unknown as Canvas2DContext, { ...input, logo });
  return canvas.toDataURL('image/png');
}

(window as unknown as { renderDesign: typeof renderDesign }).renderDesign = renderDesign;

/**
 * What a slider drag costs: `frames` redraws of the overlay over a 1080 px base, each with a
 * new font size (a new layout, not a cached one), each flushed to pixels by a 1-pixel read.
 * Returns the milliseconds of every frame.
 */
async function timeRedraws(input: ParityInput, frames: number): Promise<number[]> {
  const canvas = document.createElement('canvas');
  canvas.width = input.width;
  canvas.height = input.height;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  const s = input.settings;
  await document.fonts.load(bannerFont(s.bannerFontFamily, s.bannerFontWeight, 40), s.bannerText);
  const times: number[] = [];
  for (let i = 0; i < frames; i++) {
    const settings = { ...s, bannerFontScale: 0.6 + (i % 13) * 0.1 };
    const start = performance.now();
    ctx.clearRect(0, 0, input.width, input.height);
    drawOverlay(ctx as unknown as Canvas2DContext, { ...input, settings, logo: null });
    ctx.getImageData(0, 0, 1, 1);
    times.push(performance.now() - start);
  }
  return times;
}

(window as unknown as { timeRedraws: typeof timeRedraws }).timeRedraws = timeRedraws;
