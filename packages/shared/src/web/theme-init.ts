/**
 * The script that sets the page's theme before its first paint, so a light-theme reader never
 * sees a dark flash. It is inlined into index.html's <head> (apps/web/vite.config.ts) rather
 * than fetched: a separate file was a render-blocking request of its own on every first visit.
 * Our Content-Security-Policy allows scripts from our origin only, and this one inline script
 * by its hash (apps/server/src/http/security-headers.ts), so the text here is the whole
 * contract: change it and both sides follow.
 */
export const THEME_INIT_SCRIPT =
  "(()=>{let t='dark';try{if(localStorage.getItem('theme')==='light')t='light'}catch(_){}document.documentElement.dataset.theme=t})();";
