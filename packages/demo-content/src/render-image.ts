import { createCanvas } from '@napi-rs/canvas';
import { registerBundledFonts } from '@stamp/shared/node/canvas-fonts';
import sharp from 'sharp';
import { drawScene } from './render/scene';
import { layoutScene, type SceneInput } from './render/scene-layout';

/**
 * Renders one demo image to JPEG. Skia draws; sharp (libjpeg-turbo, off the JS thread)
 * encodes the raw pixels. The canvas is opaque everywhere, so the alpha channel can simply be
 * dropped.
 */
export async function renderDemoImage(item: SceneInput, quality = 90): Promise<Buffer> {
  registerBundledFonts();
  const canvas = createCanvas(item.width, item.height);
  const ctx = canvas.getContext('2d');
  drawScene(ctx, item, layoutScene(ctx, item), null);
  const { data } = ctx.getImageData(0, 0, item.width, item.height);
  return sharp(data, { raw: { width: item.width, height: item.height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality })
    .toBuffer();
}
