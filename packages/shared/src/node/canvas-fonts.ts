import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { EDITOR_FONT_FILES } from '../editor/fonts';

const require = createRequire(import.meta.url);

let registered = false;

/** Every woff2 file we ship and the family it draws, as the browser declares them too. */
export function bundledFontFiles(): Array<{ family: string; file: string }> {
  return EDITOR_FONT_FILES.flatMap((font) => {
    const dir = path.dirname(require.resolve(`@fontsource/${font.pkg}/package.json`));
    return font.subsets.flatMap((subset) =>
      font.weights.map((weight) => ({
        family: font.family,
        file: path.join(dir, 'files', `${font.pkg}-${subset}-${weight}-normal.woff2`),
      })),
    );
  });
}

/**
 * Registers every bundled face (the editor's font menu, which includes the faces the watermark
 * and the demo content use, and the faces of India's scripts) with the server's canvas, once per
 * process and once per worker thread. The browser loads the same files, so text lays out the
 * same on both canvases. An unknown family silently falls back to a default serif in
 * @napi-rs/canvas, so a missing file fails loudly here instead.
 */
export function registerBundledFonts(): void {
  if (registered) return;
  for (const { family, file } of bundledFontFiles()) {
    if (!GlobalFonts.registerFromPath(file, family)) {
      throw new Error(`could not register font ${file}`);
    }
  }
  registered = true;
}
