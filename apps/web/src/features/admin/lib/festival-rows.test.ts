import type { AdminFestival } from '@stamp/shared/schemas/festivals';
import { describe, expect, it } from 'vitest';
import { festivalRegions, matchesFestival, sortFestivals } from './festival-rows';

const row = (name: string, nextDate: string | null, reminderCount = 0): AdminFestival => ({
  _id: name,
  key: name.toLowerCase(),
  name,
  nameHi: name === 'Diwali' ? 'दीवाली' : '',
  kind: 'festival',
  regions: [],
  nextDate,
  subCategory: null,
  reminderCount,
});

const names = (rows: AdminFestival[]) => rows.map((r) => r.name);

describe('the console’s festival rows', () => {
  const rows = [row('Onam', '2026-08-26', 3), row('Diwali', '2026-11-08', 9), row('Old', null)];

  it('sort by next date by default, those without one last either way', () => {
    expect(names(sortFestivals(rows, null))).toEqual(['Onam', 'Diwali', 'Old']);
    expect(names(sortFestivals(rows, { column: 'next', direction: 'desc' }))).toEqual([
      'Diwali',
      'Onam',
      'Old',
    ]);
  });

  it('sort by name and by reminder count', () => {
    expect(names(sortFestivals(rows, { column: 'name', direction: 'asc' }))).toEqual([
      'Diwali',
      'Old',
      'Onam',
    ]);
    expect(names(sortFestivals(rows, { column: 'reminders', direction: 'desc' }))).toEqual([
      'Diwali',
      'Onam',
      'Old',
    ]);
  });

  it('filter by the English or Hindi name', () => {
    expect(rows.filter((r) => matchesFestival(r, 'diw')).map((r) => r.name)).toEqual(['Diwali']);
    expect(rows.filter((r) => matchesFestival(r, 'दीवा')).map((r) => r.name)).toEqual(['Diwali']);
    expect(rows.filter((r) => matchesFestival(r, '  ')).length).toBe(3);
  });

  it('name the regions', () => {
    expect(festivalRegions([])).toBe('Across India');
    expect(festivalRegions(['tamil-nadu', 'puducherry'])).toBe('Tamil Nadu, Puducherry');
  });
});
