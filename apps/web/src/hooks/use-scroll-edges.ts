import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Whether a sideways scroller is at its start or its end (for its previous and next buttons), and
 * a move of most of a screen either way. Measured by a ResizeObserver, whose first call comes after
 * layout: reading scroll sizes in an effect would force a layout before the first paint.
 */
export function useScrollEdges(scroller: RefObject<HTMLElement | null>, ready: boolean) {
  const [edges, setEdges] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const start = el.scrollLeft <= 4;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    // The same edges keep the same state: the observer's first call, right after hydration,
    // would otherwise re-render the row and every card in it for nothing.
    setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
  }, [scroller]);

  useEffect(() => {
    const el = ready ? scroller.current : null;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, ready, scroller]);

  const page = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.85, behavior: 'smooth' });
  };
  return { edges, measure, page };
}
