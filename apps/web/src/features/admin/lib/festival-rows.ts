import { FESTIVAL_REGIONS, type FestivalKind } from '@stamp/shared/festivals/festival-vocabulary';
import type { AdminFestival } from '@stamp/shared/schemas/festivals';
import { activeLocale } from '../../../lib/i18n/i18n';
import type { SortState } from '../components/data-table/table-params';
import { t } from '../messages';

const KIND_KEYS = {
  festival: 'console.festivals.kind.festival',
  national: 'console.festivals.kind.national',
  global: 'console.festivals.kind.global',
} as const satisfies Record<FestivalKind, string>;

/** "Festival", "National day", "Global day", in the interface's language. */
export function festivalKindLabel(kind: FestivalKind): string {
  return t(KIND_KEYS[kind]);
}

const REGIONS = new Map(FESTIVAL_REGIONS.map((r) => [r.slug as string, r]));

function regionName(slug: string): string {
  const region = REGIONS.get(slug);
  if (!region) return slug;
  return activeLocale() === 'hi' ? region.nameHi : region.name;
}

/** "Across India" or the regions' names. */
export function festivalRegions(regions: readonly string[]): string {
  if (regions.length === 0) return t('console.festivals.acrossIndia');
  return regions.map(regionName).join(', ');
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
