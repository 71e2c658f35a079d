import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `active` (files still going up), leaving asks first: a reload or a closed tab gets the
 * browser's own question, a link inside the app gets ours (the blocker's state). Changing the
 * grid's filters stays on the page, so it is never blocked.
 */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
}
