import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type CalendarSearch,
  readCalendarSearch,
  withCalendarSearch,
} from '../lib/calendar-search';
import { todayIn } from '../lib/days';

/**
 * The calendar's month, filters and open day, read from the address and written back to it.
 * Month and day replace the address's entry (paging through months leaves one Back step);
 * filters add one, so Back undoes a filter.
 */
export function useCalendarSearch() {
  const [search, setSearch] = useSearchParams();
  // The device's clock, in the business time zone: the month to open before any answer arrives.
  const today = todayIn();
  const state = useMemo(() => readCalendarSearch(search, today), [search, today]);
  const update = useCallback(
    (change: Partial<CalendarSearch>) => {
      const filter = change.region !== undefined || change.kind !== undefined;
      setSearch(
        (current) => withCalendarSearch(current, readCalendarSearch(current, today), change, today),
        {
          replace: !filter,
          preventScrollReset: true,
        },
      );
    },
    [setSearch, today],
  );
  return { ...state, today, update };
}
