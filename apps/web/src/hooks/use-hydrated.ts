import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true from then on (and from the
 * start of a page the browser renders itself). Only React knows whether a part is being hydrated
 * (a Suspense boundary can hydrate after the rest of the page): `useSyncExternalStore`'s server
 * snapshot says so. When hydration ends, React re-renders what reads it at once, in one task:
 * for light parts (an image deciding how it appears); heavy ones take `useHydrated`.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * `useInBrowser` for parts that only the browser can build, such as an editor that reads the
 * device's saved design: after hydration the new part renders as a transition, which React
 * splits into short slices, so the page keeps answering taps while it is built (the item page's
 * editor, built in the same task as hydration's end, was the page's longest task on a slow
 * phone). Mounted in the browser's own render, it is true from the start.
 */
export function useHydrated(): boolean {
  const inBrowser = useInBrowser();
  const [shown, setShown] = useState(inBrowser);
  useEffect(() => {
    if (inBrowser && !shown) startTransition(() => setShown(true));
  }, [inBrowser, shown]);
  return shown;
}
