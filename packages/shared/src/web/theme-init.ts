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
 */
export const THEME_INIT_SCRIPT =
  "(()=>{const d=document.documentElement;let t='dark',l='';try{if(localStorage.getItem('theme')==='light')t='light';l=localStorage.getItem('language')||''}catch(_){}if(l!=='en'&&l!=='hi')l=(navigator.languages||[]).some(x=>/^hi\\b/i.test(x))?'hi':'en';d.dataset.theme=t;d.lang=l})();";

/** The device's saved language, read by the script above. */
export const LANGUAGE_STORAGE_KEY = 'language';
