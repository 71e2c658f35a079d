// Started by every page's head script (packages/shared/src/web/theme-init.ts, which says why):
// builds the interface's Intl formatters in the page's language ('en' or 'hi') off the main
// thread, so that the browser's ICU data is loaded before the app asks for it, then ends.
self.addEventListener('message', (event) => {
  const locales = [`${event.data}-IN`, 'en'];
  new Intl.NumberFormat(locales).format(1);
  new Intl.NumberFormat(locales, { notation: 'compact' }).format(1);
  new Intl.PluralRules(locales).select(1);
  new Intl.DateTimeFormat(locales, { day: 'numeric', month: 'short' }).format(0);
  self.close();
});
