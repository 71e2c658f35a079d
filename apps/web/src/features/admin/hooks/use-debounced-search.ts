import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withSearchText } from '../lib/search-text';

/**
 * A search box whose text reaches the address (`?q=…`, and so the server) once typing pauses for
 * `delay` ms: one request per pause, not per key; the address replaces its entry, so Back skips
 * the half-typed words. Back to an older search puts its text back in the box.
 */
export function useDebouncedSearch(name = 'q', delay = 300) {
  const [search, setSearch] = useSearchParams();
  const committed = search.get(name) ?? '';
  const [text, setText] = useState(committed);
  const written = useRef(committed);

  useEffect(() => {
    if (committed === written.current) return;
    written.current = committed;
    setText(committed);
  }, [committed]);

  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => {
      written.current = text.trim();
      setSearch((current) => withSearchText(current, name, text), { replace: true });
    }, delay);
    return () => clearTimeout(timer);
  }, [text, committed, name, delay, setSearch]);

  return { text, setText, committed };
}
