import { useLayoutEffect, useSyncExternalStore } from 'react';

// Whether the page on screen is the not-found page. The layout's breadcrumbs are built from the
// path, and a bogus path ("/this/does/not/exist") would otherwise become a trail of links, each
// one another 404. The not-found page can be shown by the catch-all route or by a page whose
// item turned out not to exist, so it says so itself while mounted.
let showing = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(delta: number): void {
  showing += delta;
  for (const listener of listeners) listener();
}

/** True while a not-found page is on screen. */
export function useShowingNotFound(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => showing > 0,
    () => false,
  );
}

/** Marks the not-found page as on screen; a layout effect, so no trail is ever painted. */
export function useMarkNotFound(): void {
  useLayoutEffect(() => {
    set(1);
    return () => set(-1);
  }, []);
}
