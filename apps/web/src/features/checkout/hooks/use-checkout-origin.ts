import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { User } from '../../../lib/user';

// Where to return after paying survives the trip through the login page.
const ORIGIN_KEY = 'stamp:checkout-origin';

/** Only a path inside this app: a state written by anyone else must not send the buyer away. */
function appPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  return value.startsWith(paths.checkout) || value.startsWith(paths.login) ? undefined : value;
}

/**
 * Where the buyer came to checkout from, and the ways out of it (spec §4). Once the user is
 * known, a visitor goes to log in first (the origin kept for their return) and an active member
 * goes straight back, each once.
 */
export function useCheckoutOrigin(user: User | null, isLoading: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  const state = (location.state ?? {}) as { from?: unknown };
  const origin = appPath(state.from) ?? appPath(sessionStorage.getItem(ORIGIN_KEY)) ?? paths.home;

  const goBack = useCallback(
    () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home)),
    [navigate],
  );
  /** Back to the origin with the trigger `checkout`, so the design being made is restored. */
  const returnToOrigin = useCallback(() => {
    sessionStorage.removeItem(ORIGIN_KEY);
    navigate(origin, { replace: true, state: { action: 'checkout' } });
  }, [navigate, origin]);
  const leave = useCallback(() => {
    // Spec §4 says two steps back: the old checkout pushed a page of its own first. Ours opens
    // in place, so two steps would leave the design the buyer came from.
    sessionStorage.removeItem(ORIGIN_KEY);
    goBack();
  }, [goBack]);

  useEffect(() => {
    if (isLoading || started.current) return;
    if (!user) {
      started.current = true;
      sessionStorage.setItem(ORIGIN_KEY, origin);
      navigate(paths.login, { replace: true, state: { from: paths.checkout, action: 'checkout' } });
    } else if (user.membership.isActive) {
      started.current = true;
      returnToOrigin();
    }
  }, [isLoading, user, origin, navigate, returnToOrigin]);

  return { origin, goBack, returnToOrigin, leave };
}
