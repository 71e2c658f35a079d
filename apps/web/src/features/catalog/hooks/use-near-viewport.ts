import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once `target` comes within `margin` of the viewport, and stays true. For content
 * below the fold (a row of related designs): it is built, and its data fetched, only when the
 * reader heads towards it, so the page's first paint does not wait for it. Rendering it just
 * before it scrolls into view keeps any change of height out of sight.
 */
export function useNearViewport(target: RefObject<HTMLElement | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
