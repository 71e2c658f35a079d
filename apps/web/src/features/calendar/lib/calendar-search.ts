import {
  FESTIVAL_KINDS,
  FESTIVAL_REGION_SLUGS,
  type FestivalKind,
  type FestivalRegionSlug,
} from '@stamp/shared/festivals/festival-vocabulary';
import { isDay, isMonth, monthOf } from './days';

/**
 * What `/calendar` shows, all of it in the address so a reload or a shared link shows the same:
 * `?month=2026-11&region=kerala&kind=festival&day=2026-11-08` (every part optional).
 */
export interface CalendarSearch {
  month: string;
  /** Null: All India. */
  region: FestivalRegionSlug | null;
  /** Null: every kind. */
  kind: FestivalKind | null;
  /** The day whose panel is open. */
  day: string | null;
}

// Beyond these a month is a typo (or a probe), not a calendar anyone keeps.
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

const isRegion = (value: string | null): value is FestivalRegionSlug =>
  value !== null && (FESTIVAL_REGION_SLUGS as readonly string[]).includes(value);
const isKind = (value: string | null): value is FestivalKind =>
  value !== null && (FESTIVAL_KINDS as readonly string[]).includes(value);

function readMonth(value: string | null, today: string): string {
  if (value && isMonth(value)) {
    const year = Number(value.slice(0, 4));
    if (year >= FIRST_YEAR && year <= LAST_YEAR) return value;
  }
  return monthOf(today);
}

/** The address's calendar; what is missing or malformed falls back (the month to today's). */
export function readCalendarSearch(search: URLSearchParams, today: string): CalendarSearch {
  const month = readMonth(search.get('month'), today);
  const region = search.get('region');
  const kind = search.get('kind');
  const day = search.get('day');
  return {
    month,
    region: isRegion(region) ? region : null,
    kind: isKind(kind) ? kind : null,
    // A panel opens on a day of the month shown, never on one the grid does not hold.
    day: day && isDay(day) && monthOf(day) === month ? day : null,
  };
}

/**
 * The address after `change`. Defaults are left out (today's month, All India, every kind), other
 * parameters stay; a new month closes the open day.
 */
export function withCalendarSearch(
  search: URLSearchParams,
  current: CalendarSearch,
  change: Partial<CalendarSearch>,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const wanted: CalendarSearch = { ...current, ...change };
  if (change.month !== undefined && change.month !== current.month && change.day === undefined) {
    wanted.day = null;
  }
  const set = (name: string, value: string | null) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set('month', wanted.month === monthOf(today) ? null : wanted.month);
  set('region', wanted.region);
  set('kind', wanted.kind);
  set('day', wanted.day);
  return next;
}
