import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * While `active` (files still going up), leaving asks first: a reload or a closed tab gets the
 * browser's own question, a link inside the app gets ours (`pending` is where it would go).
 * Links are caught on their way to the router rather than with react-router's useBlocker, which
 * would add its code to every public page's bundle. Links within this page (the grid's filters,
 * the editor) are not leaving, so they are never held.
 */
export function useLeaveGuard(active: boolean) {
  const [pending, setPending] = useState<string | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', ask);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', ask);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, pathname]);

  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      const to = pending;
      setPending(null);
      if (to) navigate(to);
    },
  };
}
