import { FESTIVAL_REGIONS, type FestivalKind } from '@stamp/shared/festivals/festival-vocabulary';
import { activeLocale } from '../../../lib/i18n/i18n';
import { t } from '../reminders-messages';

/** One festival's kind, and the kind filter's choices (plural). */
export const KIND_LABEL = {
  festival: 'kind.festival',
  national: 'kind.national',
  global: 'kind.global',
} as const satisfies Record<FestivalKind, string>;
export const KIND_FILTER_LABEL = {
  festival: 'kinds.festival',
  national: 'kinds.national',
  global: 'kinds.global',
} as const satisfies Record<FestivalKind, string>;

const REGIONS = new Map(FESTIVAL_REGIONS.map((r) => [r.slug as string, r]));

/** A state's or union territory's name in the interface's language. */
export function regionName(slug: string): string {
  const region = REGIONS.get(slug);
  if (!region) return slug;
  return activeLocale() === 'hi' ? region.nameHi : region.name;
}

/** "Across India", "Kerala", "Punjab, Haryana and 4 more". */
export function regionsLabel(regions: readonly string[], shown = 2): string {
  if (regions.length === 0) return t('region.acrossIndia');
  const names = regions.map(regionName);
  if (names.length <= shown + 1) {
    return names.length === 1
      ? (names[0] ?? '')
      : t('region.two', { first: names.slice(0, -1).join(', '), last: names.at(-1) });
  }
  return t('region.more', { names: names.slice(0, shown).join(', '), count: names.length - shown });
}

/** "09:00" (the API's business-time clock) → "9:00 am". */
export function formatClock(value: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  if (activeLocale() === 'hi')
    return `${hindiDayPart(hours)} ${hours % 12 === 0 ? 12 : hours % 12}:${match[2]}`;
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** "सुबह 9:00", "शाम 7:00": the part of the day Hindi names a time by. */
function hindiDayPart(hours: number): string {
  if (hours >= 4 && hours < 12) return 'सुबह';
  if (hours >= 12 && hours < 16) return 'दोपहर';
  if (hours >= 16 && hours < 20) return 'शाम';
  return 'रात';
}
