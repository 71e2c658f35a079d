import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';

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

/** The catch-all route's `handle`: an address no route matches is known to be a 404 at once. */
export const NOT_FOUND_ROUTE = { notFound: true } as const;

/**
 * True while a not-found page is on screen. The catch-all route says so from its first render,
 * in the browser as on the server: the store below hears of it only after the page's first
 * paint (useSyncExternalStore subscribes in a passive effect), so a trail would flash. An item
 * that turns out not to exist is known only once its query fails, and marks itself.
 */
export function useShowingNotFound(): boolean {
  const unmatched = useMatches().at(-1)?.handle === NOT_FOUND_ROUTE;
  const marked = useSyncExternalStore(
    subscribe,
    () => showing > 0,
    () => false,
  );
  return unmatched || marked;
}

/** Marks the not-found page as on screen; a layout effect, so no trail is ever painted. */
export function useMarkNotFound(): void {
  useLayoutEffect(() => {
    set(1);
    return () => set(-1);
  }, []);
}
