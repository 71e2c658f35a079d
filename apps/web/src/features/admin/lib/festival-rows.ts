import { FESTIVAL_REGIONS, type FestivalKind } from '@stamp/shared/festivals/festival-vocabulary';
import type { AdminFestival } from '@stamp/shared/schemas/festivals';
import type { SortState } from '../components/data-table/table-params';

export const FESTIVAL_KIND_LABELS: Record<FestivalKind, string> = {
  festival: 'Festival',
  national: 'National day',
  global: 'Global day',
};

const REGION_NAMES = new Map<string, string>(FESTIVAL_REGIONS.map((r) => [r.slug, r.name]));

/** "Across India" or the regions' names. */
export function festivalRegions(regions: readonly string[]): string {
  if (regions.length === 0) return 'Across India';
  return regions.map((slug) => REGION_NAMES.get(slug) ?? slug).join(', ');
}

/** Matches the name in English or Hindi, or the key, ignoring case. */
export function matchesFestival(festival: AdminFestival, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return [festival.name, festival.nameHi, festival.key].some((value) =>
    value.toLowerCase().includes(wanted),
  );
}

/**
 * The rows in the table's order: by next date (the default: what comes first needs its link
 * first; festivals the data holds no later day for go last), by name, or by reminder count.
 */
export function sortFestivals(
  rows: readonly AdminFestival[],
  sort: SortState | null,
): AdminFestival[] {
  const column = sort?.column ?? 'next';
  const sign = sort?.direction === 'desc' ? -1 : 1;
  const compare = (a: AdminFestival, b: AdminFestival): number => {
    if (column === 'name') return a.name.localeCompare(b.name, 'en');
    if (column === 'reminders') return a.reminderCount - b.reminderCount;
    if (a.nextDate === b.nextDate) return a.name.localeCompare(b.name, 'en');
    if (a.nextDate === null) return sign;
    if (b.nextDate === null) return -sign;
    return a.nextDate < b.nextDate ? -1 : 1;
  };
  return [...rows].sort((a, b) => sign * compare(a, b));
}
