// Runs before the first paint so a light-theme user never sees a dark flash. A file, not an
// inline script, because our Content-Security-Policy allows scripts from our origin only.
(() => {
  let theme = 'dark';
  try {
    if (localStorage.getItem('theme') === 'light') theme = 'light';
  } catch (_) {
    // Storage blocked (private mode): the default theme.
  }
  document.documentElement.dataset.theme = theme;
})();
