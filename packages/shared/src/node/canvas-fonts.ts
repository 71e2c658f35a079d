import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { EDITOR_FONT_FILES } from '../editor/fonts';

const require = createRequire(import.meta.url);

let registered = false;

/**
 * Registers every bundled face (the editor's font menu, which includes the faces the watermark
 * and the demo content use) with the server's canvas, once per process and once per worker
 * thread. The browser loads the same files, so text lays out the same on both canvases.
 * An unknown family silently falls back to a default serif in @napi-rs/canvas, so a missing
 * file fails loudly here instead.
 */
export function registerBundledFonts(): void {
  if (registered) return;
  for (const font of EDITOR_FONT_FILES) {
    const dir = path.dirname(require.resolve(`@fontsource/${font.pkg}/package.json`));
    for (const subset of font.subsets) {
      for (const weight of font.weights) {
        const file = path.join(dir, 'files', `${font.pkg}-${subset}-${weight}-normal.woff2`);
        if (!GlobalFonts.registerFromPath(file, font.family)) {
          throw new Error(`could not register font ${file}`);
        }
      }
    }
  }
  registered = true;
}
