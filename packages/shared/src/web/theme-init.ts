/**
 * The script that sets the page's theme and language before its first paint, so a light-theme
 * reader never sees a dark flash and a Hindi reader's page is `<html lang="hi">` from the start.
 * It is inlined into index.html's <head> (apps/web/vite.config.ts) rather than fetched: a separate
 * file was a render-blocking request of its own on every first visit. Our Content-Security-Policy
 * allows scripts from our origin only, and this one inline script by its hash
 * (apps/server/src/http/security-headers.ts), so the text here is the whole contract: change it
 * and both sides follow.
 *
 * Language: the choice saved on the device (`language`, mirrored from the account when signed
 * in), else Hindi when one of the browser's preferred languages is Hindi, else English. The app
 * reads the result from `<html lang>` (apps/web/src/lib/i18n/locale.ts).
 *
 * It also starts a worker, apps/web/public/warm-intl.js, that builds the interface's Intl
 * formatters in the page's language. Chromium loads ICU's data once per renderer process, the
 * first time anything asks for it, and that first formatter took 35–130 ms on our 2-core machines:
 * left to the app, it landed inside hydration (in the first plural of a card's download count) as
 * one task nothing could split. Built in a worker meanwhile, the data is loaded off the main
 * thread, and the app's own first formatters then take well under a millisecond. (A worker from a
 * Blob needs no file, but registering the Blob cost the main thread 5–13 ms.)
 *
 * Last, it loads the interface's web fonts (Inter, Poppins 600 and 700) and marks the page
 * `web-fonts` once all three are in, or have failed: only then do the stacks in styles.css name
 * them. Left to the stylesheet, each font swapped in as it arrived, and each arrival laid the
 * whole page out again (35–60 ms apiece on a slow phone, three of them on a first visit); now the
 * page is laid out once more, with all of them. Where the stylesheet is still loading (the plain
 * app's index.html) no face is known yet, so the page is marked at once and the fonts swap in as
 * before.
 */
export const THEME_INIT_SCRIPT =
  "(()=>{const d=document.documentElement;let t='dark',l='';try{if(localStorage.getItem('theme')==='light')t='light';l=localStorage.getItem('language')||''}catch(_){}if(l!=='en'&&l!=='hi')l=(navigator.languages||[]).some(x=>/^hi\\b/i.test(x))?'hi':'en';d.dataset.theme=t;d.lang=l;try{new Worker('/warm-intl.js').postMessage(l)}catch(_){}const w=()=>d.classList.add('web-fonts');try{Promise.all(['1em \"Inter Variable\"','600 1em Poppins','700 1em Poppins'].map(f=>document.fonts.load(f))).then(w,w)}catch(_){w()}})();";

/** The device's saved language, read by the script above. */
export const LANGUAGE_STORAGE_KEY = 'language';
