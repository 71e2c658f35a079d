import { useSyncExternalStore } from 'react';

interface WatchedQuery {
  subscribe(onChange: () => void): () => void;
  matches(): boolean;
}

// One MediaQueryList and one stable subscribe function per query, shared by every component
// that asks: a grid of cards asks the same two questions twenty times, and a new subscribe
// function on each render would make React unsubscribe and subscribe again every time.
const watched = new Map<string, WatchedQuery>();

function watch(query: string): WatchedQuery {
  let entry = watched.get(query);
  if (!entry) {
    const list = window.matchMedia(query);
    entry = {
      subscribe(onChange) {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
      matches: () => list.matches,
    };
    watched.set(query, entry);
  }
  return entry;
}

const serverSnapshot = () => false;
// On the server (and while hydrating) no query matches: the phone's layout, which CSS widens.
const onServer: WatchedQuery = { subscribe: () => () => {}, matches: serverSnapshot };

/** Whether a media query matches, kept in step as the window changes (read before first paint). */
export function useMediaQuery(query: string): boolean {
  const { subscribe, matches } = typeof window === 'undefined' ? onServer : watch(query);
  return useSyncExternalStore(subscribe, matches, serverSnapshot);
}
