import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'dark' | 'light';
const STORAGE_KEY = 'theme'; // spec §3: local storage key 'theme', values dark or light, default dark

const listeners = new Set<() => void>();

function current(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

/** The browser's bar (and an installed app's title bar) in the header's colour. */
function paintThemeColour(theme: Theme) {
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'dark' ? '#0c0c0f' : '#fafaf9');
}
// index.html says dark, the default; a light reader's page says light from the start.
if (typeof document !== 'undefined') paintThemeColour(current());

function apply(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  paintThemeColour(theme);
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode or storage full: the theme still applies for this visit.
  }
  for (const listener of listeners) listener();
}

/** The light/dark theme, saved across visits; the initial value was set before paint. */
export function useTheme() {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => 'dark' as Theme,
  );
  const toggle = useCallback(() => apply(current() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
