import type { Canvas2DContext } from '@stamp/shared/compose/context';
import { drawOverlay, type OverlayLogo } from '@stamp/shared/compose/overlay';
import {
  type FrameSize,
  fitRect,
  STATUS_BACKDROP_BRIGHTNESS,
} from '@stamp/shared/compose/status-frame';
import type { EditorSettings } from '@stamp/shared/editor/settings';
import { t } from '../messages';
import { bannerFontReady } from './draw-preview';

/** A failure whose message can be shown as it is. */
export class ComposeError extends Error {
  override name = 'ComposeError';
}

/**
 * The custom editor's image (spec §4): the member's own image at its original size with the
 * design drawn over it by the shared overlay function (the preview's, so the file is what the
 * preview showed), as a PNG. No watermark: the custom editor is for members. Given a `frame`
 * (WhatsApp Status), the image is fitted into it as the server fits an item's (decision note 0025)
 * and the design is laid out on the frame.
 */
export async function composeImage(
  image: Blob,
  design: { settings: EditorSettings; logo: OverlayLogo | null },
  frame: FrameSize | null = null,
): Promise<Blob> {
  const bitmap = await createImageBitmap(image).catch(() => {
    throw new ComposeError(t('custom.cannotOpen'));
  });
  try {
    const { width, height } = frame ?? bitmap;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new ComposeError(t('custom.cannotPrepare'));
    if (frame) drawFitted(ctx, bitmap, frame);
    else ctx.drawImage(bitmap, 0, 0);
    const fontReady = bannerFontReady(design.settings);
    if (fontReady !== true) await fontReady;
    drawOverlay(ctx as Canvas2DContext, {
      width,
      height,
      settings: design.settings,
      logo: design.logo,
      watermark: false,
    });
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    // Phones cap a canvas' area (iOS at about 16.7 megapixels): past it there is no blob.
    if (!png) {
      throw new ComposeError(t('custom.tooLarge'));
    }
    return png;
  } finally {
    bitmap.close();
  }
}

// The backdrop is blurred by drawing it this many times smaller and scaling it back up in two
// smoothed steps: `ctx.filter` would be simpler, but Safari before 18 ignores it.
const BLUR_STEP = 24;

/**
 * The whole image contained in the frame over itself covering the frame, blurred and dimmed: the
 * browser's version of the server's Status fill (download-render.ts `fitIntoFrame`).
 */
function drawFitted(ctx: CanvasRenderingContext2D, image: ImageBitmap, frame: FrameSize) {
  const tiny = scratch(Math.ceil(frame.width / BLUR_STEP), Math.ceil(frame.height / BLUR_STEP));
  const cover = fitRect(image, tiny.canvas, 'cover');
  tiny.drawImage(image, cover.x, cover.y, cover.width, cover.height);
  const middle = scratch(tiny.canvas.width * 4, tiny.canvas.height * 4);
  middle.drawImage(tiny.canvas, 0, 0, middle.canvas.width, middle.canvas.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(middle.canvas, 0, 0, frame.width, frame.height);
  ctx.fillStyle = `rgba(0, 0, 0, ${1 - STATUS_BACKDROP_BRIGHTNESS})`;
  ctx.fillRect(0, 0, frame.width, frame.height);
  const contain = fitRect(image, frame, 'contain');
  ctx.drawImage(image, contain.x, contain.y, contain.width, contain.height);
}

function scratch(width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new ComposeError(t('custom.cannotPrepare'));
  ctx.imageSmoothingQuality = 'high';
  return ctx;
}
