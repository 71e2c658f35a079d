import { SEARCH_QUERY_MAX } from '@stamp/shared/schemas/limits';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The search field's name: Enter before the app runs sends it as `?q=`. */
export const SEARCH_PARAM = 'q';

/**
 * A search begun before the app ran. A slow phone shows the server's HTML a while before the
 * app starts, and its field already takes typing: the text is still in the field when the app
 * starts, and Enter has sent the form the browser's way, reloading the page with `?q=`. Either
 * way the search goes on from there, once, and the address loses its `q`.
 *
 * `carryOn` gets the text and whether it was submitted (then it is searched at once).
 */
export function useSearchBegunEarly(
  input: RefObject<HTMLInputElement | null>,
  carryOn: (text: string, submitted: boolean) => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const params = new URLSearchParams(location.search);
    const submitted = params.get(SEARCH_PARAM);
    if (submitted !== null) {
      params.delete(SEARCH_PARAM);
      const search = params.size > 0 ? `?${params}` : '';
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
    const text = (submitted ?? input.current?.value ?? '').slice(0, SEARCH_QUERY_MAX);
    if (text.trim() !== '') carryOn(text, submitted !== null);
  }, [location, navigate, input, carryOn]);
}
