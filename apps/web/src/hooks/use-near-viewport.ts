import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `ahead` pixels below the visible part of the page, and
 * stays true from then on: content at the foot of a page loads a screen before it is seen, not
 * with the first screen. Without IntersectionObserver, at once.
 */
export function useNearViewport(target: RefObject<HTMLElement | null>, ahead = 800): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${ahead}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, ahead]);
  return near;
}
