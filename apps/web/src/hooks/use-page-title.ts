import { useEffect } from 'react';

/** Sets the document title ("Diwali · Stamp"), which is also what screen readers announce. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Stamp` : 'Stamp — Stamp Your Identity';
  }, [title]);
}
