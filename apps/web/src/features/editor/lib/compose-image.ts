import type { Canvas2DContext } from '@stamp/shared/compose/context';
import { drawOverlay, type OverlayLogo } from '@stamp/shared/compose/overlay';
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
 * preview showed), as a PNG. No watermark: the custom editor is for members.
 */
export async function composeImage(
  image: Blob,
  design: { settings: EditorSettings; logo: OverlayLogo | null },
): Promise<Blob> {
  const bitmap = await createImageBitmap(image).catch(() => {
    throw new ComposeError(t('custom.cannotOpen'));
  });
  try {
    const { width, height } = bitmap;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new ComposeError(t('custom.cannotPrepare'));
    ctx.drawImage(bitmap, 0, 0);
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
