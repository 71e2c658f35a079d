import regularFile from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import semiBoldFile from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';

/**
 * The interface's Devanagari faces (Noto Sans Devanagari 400 for text, 600 for headings), declared
 * once a page shows Devanagari: at once for the Hindi interface, else when a Hindi title (the
 * catalog's words) appears. The starter asks once the first screen's pictures are painted
 * (start-app.ts), the app when it starts (main.tsx). A file of its own in the build, which the
 * server names on the starter's element, so the starter does not wait for it to start.
 *
 * Not in the stylesheet: there the browser fetched them (104 KB) with the first layout, ahead of
 * the pictures a visitor came for on a slow line, and an English page fetched one for the
 * language switch's "हिन्दी" alone. Until they arrive, Devanagari shows in the device's own face.
 * Android's own face is this Noto: a phone keeps it, and nothing is fetched or moves (below).
 * Windows and macOS have faces of their own, which ours then replaces; a machine with no
 * Devanagari face at all (a bare Linux) shows boxes meanwhile. The family is named in
 * `--font-sans` and `--font-display` (styles.css).
 */
const FAMILY = 'Noto Sans Devanagari';
/** The package's Devanagari range (its unicode.json; devanagari-faces.test.ts keeps them equal). */
export const DEVANAGARI_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

const FACES = [
  { weight: '400', file: regularFile },
  { weight: '600', file: semiBoldFile },
] as const;

const DEVANAGARI = /[\u0900-\u097F]/;
// Text that is not the page's words (the data the page hydrates from).
const NOT_SHOWN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

let state: 'idle' | 'watching' | 'declared' = 'idle';

/**
 * Android draws Devanagari in Noto Sans Devanagari, its system face since Android 5: the same
 * letters as ours, with nothing to download. Asking the device for its face first
 * (`new FontFace(…, 'local(…)').load()`) answered that too, but the look-up blocked the page for
 * 25–30 ms on every Hindi page in the bench's Chromium (100 ms or more at a phone's speed).
 */
function drawsDevanagariInNoto(): boolean {
  return /\bAndroid\b/.test(navigator.userAgent);
}

/** Declares the faces if the page shows Devanagari now, or else as soon as it does. */
export function declareDevanagariFacesWhenShown(): void {
  if (state !== 'idle' || typeof FontFace !== 'function' || drawsDevanagariInNoto()) return;
  const html = document.documentElement;
  if (html.lang === 'hi' || showsDevanagari(document.body)) {
    declare();
    return;
  }
  state = 'watching';
  const observer = new MutationObserver((records) => {
    const shown = records.some((record) =>
      record.type === 'attributes'
        ? html.lang === 'hi'
        : record.type === 'characterData'
          ? showsDevanagari(record.target)
          : [...record.addedNodes].some(showsDevanagari),
    );
    if (!shown) return;
    observer.disconnect();
    declare();
  });
  observer.observe(html, {
    subtree: true,
    childList: true,
    characterData: true,
    attributeFilter: ['lang'],
  });
}

/**
 * Whether `node` holds Devanagari the page shows as its own words: not the language switch's
 * "हिन्दी", which is marked as another language (`lang="hi"`) in the English interface and is
 * drawn in the device's face.
 */
function showsDevanagari(node: Node): boolean {
  if (!DEVANAGARI.test(node.textContent ?? '')) return false;
  if (node.nodeType === Node.TEXT_NODE) return isPageText(node);
  const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    if (DEVANAGARI.test(text.nodeValue ?? '') && isPageText(text)) return true;
  }
  return false;
}

function isPageText(text: Node): boolean {
  const parent = text.parentElement;
  if (!parent || NOT_SHOWN.has(parent.nodeName)) return false;
  if (parent.closest('[lang]') !== document.documentElement) return false;
  // Drawn at all: not the first screen's "Loading" in the language not chosen (index.html).
  return parent.checkVisibility?.() ?? true;
}

function declare(): void {
  state = 'declared';
  const faces = FACES.map(
    (face) =>
      new FontFace(FAMILY, `url("${face.file}") format("woff2")`, {
        weight: face.weight,
        display: 'swap',
        unicodeRange: DEVANAGARI_RANGE,
      }),
  );
  // Loaded before they join the page's fonts: its text is laid out again once, with them, not
  // once when they are declared and again when they arrive. Should the fetch fail (offline, and
  // not yet kept by the service worker), the device's own face stays.
  Promise.all(faces.map((face) => face.load())).then(
    () => {
      for (const face of faces) document.fonts.add(face);
    },
    () => {},
  );
}
