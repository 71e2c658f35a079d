// Runs before the first paint so a light-theme user never sees a dark flash. A file, not an
// inline script, because our Content-Security-Policy allows scripts from our origin only.
try {
  var saved = localStorage.getItem('theme');
  document.documentElement.dataset.theme = saved === 'light' ? 'light' : 'dark';
} catch (_) {
  document.documentElement.dataset.theme = 'dark';
}
