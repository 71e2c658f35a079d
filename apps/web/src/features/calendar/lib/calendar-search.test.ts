import { describe, expect, it } from 'vitest';
import { readCalendarSearch, withCalendarSearch } from './calendar-search';

const TODAY = '2026-11-05';
const read = (query: string) => readCalendarSearch(new URLSearchParams(query), TODAY);

describe('readCalendarSearch', () => {
  it('reads month, region, kind and day', () => {
    expect(read('month=2027-03&region=kerala&kind=festival&day=2027-03-14')).toEqual({
      month: '2027-03',
      region: 'kerala',
      kind: 'festival',
      day: '2027-03-14',
    });
  });

  it('defaults to the current month, All India, every kind and no open day', () => {
    expect(read('')).toEqual({ month: '2026-11', region: null, kind: null, day: null });
  });

  it.each([
    'month=2026-13',
    'month=2026-00',
    'month=2026-1',
    'month=november',
    'month=2026-11-08',
    'month=0000-01',
    'month=9999-01',
    'month=',
  ])('falls back to the current month for a bad month (%s)', (query) => {
    expect(read(query).month).toBe('2026-11');
  });

  it('ignores an unknown region or kind', () => {
    expect(read('region=atlantis&kind=holiday')).toMatchObject({ region: null, kind: null });
    expect(read('region=Kerala')).toMatchObject({ region: null });
  });

  it('opens only a real day of the month shown', () => {
    expect(read('month=2026-02&day=2026-02-30').day).toBeNull();
    expect(read('month=2026-12&day=2026-11-08').day).toBeNull();
    expect(read('day=2026-11-08').day).toBe('2026-11-08');
  });
});

describe('withCalendarSearch', () => {
  const write = (query: string, change: Parameters<typeof withCalendarSearch>[2]) => {
    const search = new URLSearchParams(query);
    return withCalendarSearch(search, readCalendarSearch(search, TODAY), change, TODAY).toString();
  };

  it('leaves the defaults out of the address and keeps other parameters', () => {
    expect(write('utm=mail', { month: '2026-12' })).toBe('utm=mail&month=2026-12');
    expect(write('month=2026-12&region=kerala', { month: '2026-11' })).toBe('region=kerala');
    expect(write('region=kerala&kind=global', { region: null, kind: null })).toBe('');
  });

  it('closes the open day when the month changes', () => {
    expect(write('month=2026-12&day=2026-12-25', { month: '2027-01' })).toBe('month=2027-01');
    expect(write('month=2026-12', { day: '2026-12-25' })).toBe('month=2026-12&day=2026-12-25');
  });
});
