import type { Media } from '@stamp/shared/schemas/catalog';
import { daysBetween, type Festival } from '@stamp/shared/schemas/festivals';
import type { FestivalDayRow } from './festivals.repo';

/** What the signed-in user asked to be reminded of (nothing for a visitor). */
export interface ReminderState {
  festivalIds: ReadonlySet<string>;
  region: string | null;
}

export const NO_REMINDERS: ReminderState = { festivalIds: new Set(), region: null };

/** Whether `state` reminds of the festival: chosen one by one, or observed in the chosen region. */
export function isReminded(
  state: ReminderState,
  festival: { id: string; regions: readonly string[] },
): boolean {
  if (state.festivalIds.has(festival.id)) return true;
  if (state.region === null) return false;
  return festival.regions.length === 0 || festival.regions.includes(state.region);
}

/** The API's festival on one day, `daysAway` counted from `today` (negative while under way). */
export function presentFestival(
  day: FestivalDayRow,
  today: string,
  creatives: Media[],
  reminders: ReminderState,
): Festival {
  return {
    _id: day.id,
    key: day.key,
    name: day.name,
    nameHi: day.nameHi,
    kind: day.kind,
    regions: day.regions,
    date: day.date,
    endDate: day.endDate,
    daysAway: daysBetween(today, day.date),
    subCategory: day.subCategory
      ? { _id: day.subCategory.id, name: day.subCategory.name, slug: day.subCategory.slug }
      : null,
    creatives,
    reminded: isReminded(reminders, day),
  };
}
