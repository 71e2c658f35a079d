import { useCallback, useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`, plus `flush` to take it at once (the
 * search form's submit), or to take `now` at once when the value is being set in the same step.
 * Spec §9: the search waits 500 ms.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, (now?: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  const flush = useCallback((now?: T) => setDebounced(now === undefined ? value : now), [value]);
  return [debounced, flush];
}
