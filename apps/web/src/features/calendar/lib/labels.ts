import { FESTIVAL_REGIONS, type FestivalKind } from '@stamp/shared/festivals/festival-vocabulary';

/** One festival's kind, and the kind filter's choices (plural). */
export const KIND_LABEL: Record<FestivalKind, string> = {
  festival: 'Festival',
  national: 'National day',
  global: 'Global day',
};
export const KIND_FILTER_LABEL: Record<FestivalKind, string> = {
  festival: 'Festivals',
  national: 'National days',
  global: 'Global days',
};

const REGION_NAME = new Map<string, string>(FESTIVAL_REGIONS.map((r) => [r.slug, r.name]));

export const regionName = (slug: string): string => REGION_NAME.get(slug) ?? slug;

/** "Across India", "Kerala", "Punjab, Haryana and 4 more". */
export function regionsLabel(regions: readonly string[], shown = 2): string {
  if (regions.length === 0) return 'Across India';
  const names = regions.map(regionName);
  if (names.length <= shown + 1) {
    return names.length === 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** "09:00" (the API's business-time clock) → "9:00 am". */
export function formatClock(value: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
