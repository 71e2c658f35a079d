import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true from then on (and from the
 * start of a page the browser renders itself): for parts that only the browser can build, such
 * as an editor that reads the device's saved design.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
