/**
 * Starts the app on a page the server rendered (apps/server/src/http/rendered-template.ts writes
 * the element that loads this file). Such a page is readable, and its links work, as plain HTML:
 * the app's scripts (about 145 KB compressed) only make it interactive. They are fetched once the
 * page has loaded and its pictures are on screen, so on a slow phone connection the pictures a
 * visitor came for do not share the line with them. (Decision 32, "The app after the pictures".)
 *
 * Its element names the app's entry and the modules the entry imports (`data-app-entry`,
 * `data-app-modules`): they are preloaded together, so the entry's imports do not wait for the
 * entry to be read first. This file imports nothing, so it is one small request of its own.
 *
 * It also names the page's own module (`data-app-pages`: the route's, app/page-module.ts), which
 * is imported beside the entry. The browser then fetches it, and the files it imports, while the
 * entry downloads, each as part of loading a module. Left to the router, the page's module came
 * once the entry had run, and Vite's loader first linked its twenty-odd files in one task: each
 * link a request started from script, 5–15 ms apiece in the bench's Chromium. Its links now find
 * the files loaded or on their way, and start nothing.
 */
const element = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const entry = element?.dataset.appEntry;
const modules = element?.dataset.appModules?.split(' ').filter(Boolean) ?? [];
const pages = element?.dataset.appPages?.split(' ').filter(Boolean) ?? [];
// The module that declares the interface's Devanagari faces (lib/fonts/devanagari-faces.ts); the
// entry imports the same file, so they are declared once.
const faces = element?.dataset.appFaces;
// The entry first: it is the largest, and its fetch should not wait for the others' links.
const preloads = entry ? [entry, ...modules] : [];

// Preload links per task: inserting one costs Chromium the better part of a millisecond (the
// fetch starts there and then), several times that on a slow phone, so they go in short tasks.
const LINKS_PER_TASK = 2;

function start(from = 0): void {
  if (!entry) return;
  for (const href of preloads.slice(from, from + LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (from + LINKS_PER_TASK < preloads.length) {
    setTimeout(() => start(from + LINKS_PER_TASK), 0);
    return;
  }
  // A failed fetch (the connection dropped) leaves the page as it is, its links working; the
  // next page the visitor opens starts the app.
  import(/* @vite-ignore */ entry).catch(() => {});
  for (const page of pages) import(/* @vite-ignore */ page).catch(() => {});
}

/**
 * After the pictures the page has loaded are decoded and a frame has painted them. A tab opened
 * in the background paints nothing (and runs no animation frames): it starts at once.
 */
function whenPicturesArePainted(callback: () => void): void {
  if (document.hidden) {
    callback();
    return;
  }
  const loaded = [...document.images].filter((image) => image.complete && image.naturalWidth > 0);
  void Promise.all(loaded.map((image) => image.decode().catch(() => {}))).then(() =>
    requestAnimationFrame(() => setTimeout(callback, 0)),
  );
}

/** The app's scripts, and the interface's Devanagari faces, once the pictures are on screen. */
function afterPictures(): void {
  whenPicturesArePainted(() => {
    if (faces) {
      import(/* @vite-ignore */ faces).then(
        (module: { declareDevanagariFacesWhenShown(): void }) =>
          module.declareDevanagariFacesWhenShown(),
        () => {},
      );
    }
    start();
  });
}

if (document.readyState === 'complete') afterPictures();
else addEventListener('load', afterPictures, { once: true });

// A module of its own (no globals leak into the app's), with nothing to export.
export {};
