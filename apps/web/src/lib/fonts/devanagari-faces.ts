import regularFile from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import semiBoldFile from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';

/**
 * The interface's Devanagari faces (Noto Sans Devanagari 400 for text, 600 for headings), declared
 * once the first screen's pictures are painted (start-app.ts) or, on a page the browser renders
 * itself, when the app starts (main.tsx). A file of its own in the build, which the server names on
 * the starter's element, so the starter does not wait for it to start. Not in the stylesheet:
 * there the browser fetches them (104 KB) with the first layout, ahead of the pictures a visitor
 * came for, on a slow line.
 *
 * Until they arrive, Hindi shows in the device's own Devanagari face: on Android the same Noto Sans
 * Devanagari, so nothing moves when ours swaps in; Windows and macOS have faces of their own. (A
 * machine with no Devanagari face at all, like a bare Linux, shows boxes meanwhile.) The family is
 * named in `--font-sans` and `--font-display` (styles.css), so the swap is the browser's, as for a
 * face in the stylesheet.
 */
const FAMILY = 'Noto Sans Devanagari';
/** The package's Devanagari range (its unicode.json; devanagari-faces.test.ts keeps them equal). */
export const DEVANAGARI_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

const FACES = [
  { weight: '400', file: regularFile },
  { weight: '600', file: semiBoldFile },
] as const;

let declared = false;

export function declareDevanagariFaces(): void {
  if (declared || typeof FontFace !== 'function') return;
  declared = true;
  for (const face of FACES) {
    // Declared, not loaded: like a stylesheet's face, it is fetched when text in its range needs it.
    document.fonts.add(
      new FontFace(FAMILY, `url("${face.file}") format("woff2")`, {
        weight: face.weight,
        display: 'swap',
        unicodeRange: DEVANAGARI_RANGE,
      }),
    );
  }
}
