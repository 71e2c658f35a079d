import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * What a page puts in `location.state` when it sends a visitor to log in (spec §4): where to
 * come back to, and an action to resume there ('download', 'checkout').
 */
export interface AuthOriginState {
  from?: string;
  action?: string;
}

// Coming back to these would be a loop.
const AUTH_PAGES = new Set<string>([paths.login, paths.signup]);

/** Only a path inside this app: a state written by anyone else must not send the visitor away. */
function appPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  const pathname = value.split(/[?#]/)[0] ?? value;
  return AUTH_PAGES.has(pathname) ? undefined : value;
}

/**
 * Where login and sign-up return to: the origin or /, carrying the pending action along.
 * `forward` is the same state, for links between the login and sign-up pages.
 */
export function useAuthOrigin() {
  const location = useLocation();
  const state = (location.state ?? {}) as Record<string, unknown>;
  const from = appPath(state.from);
  const action = typeof state.action === 'string' && state.action ? state.action : undefined;
  const forward: AuthOriginState = { from, action };
  return {
    to: from ?? paths.home,
    state: action ? { action } : undefined,
    forward,
  };
}
