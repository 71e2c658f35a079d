import type { Locator } from 'playwright-core';
import { LOGO_RGB, TEXT_RGB } from './funnel';

/**
 * Whether the editor's overlay canvas shows the test logo's colour and the banner text's colour,
 * read once its fonts have loaded and two frames have been drawn (the logo is decoded and the
 * banner's face loaded a moment after the design changes).
 */
export function overlayColours(canvas: Locator): Promise<{ logo: boolean; text: boolean }> {
  return canvas.evaluate(
    async (element, colours) => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const node = element as HTMLCanvasElement;
      const data = node.getContext('2d')?.getImageData(0, 0, node.width, node.height).data;
      let logo = 0;
      let text = 0;
      for (let i = 0; data && i < data.length; i += 4) {
        if ((data[i + 3] ?? 0) < 250) continue;
        const rgb = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        const near = (target: number[]) => rgb.every((v, k) => Math.abs(v - (target[k] ?? 0)) < 24);
        if (near(colours.logo)) logo++;
        else if (near(colours.text)) text++;
      }
      return { logo: logo > 0, text: text > 0 };
    },
    { logo: [...LOGO_RGB], text: [...TEXT_RGB] },
  );
}
