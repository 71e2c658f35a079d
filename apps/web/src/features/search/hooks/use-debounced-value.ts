import { useCallback, useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`, plus `flush` to take it at once (the
 * search form's submit). Spec §9: the search waits 500 ms.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  const flush = useCallback(() => setDebounced(value), [value]);
  return [debounced, flush];
}
