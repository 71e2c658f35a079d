import { describe, expect, it } from 'vitest';
import { agendaDays, buildMonthGrid, festivalsByDay, gridRange, splitPast } from './month-grid';

const festival = (id: string, date: string, endDate: string | null = null) => ({
  _id: id,
  date,
  endDate,
});

describe('gridRange', () => {
  it('runs from the Monday before the first to the Sunday after the last', () => {
    // November 2026 begins on a Sunday and ends on a Monday.
    expect(gridRange('2026-11')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    // February 2027 begins on a Monday and ends on a Sunday: exactly four weeks.
    expect(gridRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });
});

describe('buildMonthGrid', () => {
  it('gives whole weeks starting on Monday, with leading and trailing days', () => {
    const weeks = buildMonthGrid('2026-11', [], '2026-11-05');
    expect(weeks).toHaveLength(6);
    for (const week of weeks) expect(week).toHaveLength(7);
    const first = weeks[0] ?? [];
    expect(first.map((d) => d.day)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(first.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    const last = weeks.at(-1) ?? [];
    expect(last[0]).toMatchObject({ day: '2026-11-30', inMonth: true });
    expect(last[6]).toMatchObject({ day: '2026-12-06', inMonth: false });
  });

  it('marks today, and only today', () => {
    const days = buildMonthGrid('2026-11', [], '2026-11-05').flat();
    expect(days.filter((d) => d.isToday).map((d) => d.day)).toEqual(['2026-11-05']);
    expect(
      buildMonthGrid('2026-12', [], '2026-11-05')
        .flat()
        .some((d) => d.isToday),
    ).toBe(false);
  });

  it('puts a festival of several days on each of its days, across the month’s edge', () => {
    const navratri = festival('n', '2026-10-28', '2026-11-03');
    const diwali = festival('d', '2026-11-08');
    const days = buildMonthGrid('2026-11', [navratri, diwali], '2026-11-01').flat();
    const on = (day: string) => days.find((d) => d.day === day)?.festivals.map((f) => f._id);
    expect(on('2026-10-27')).toEqual([]);
    expect(on('2026-10-28')).toEqual(['n']);
    expect(on('2026-11-01')).toEqual(['n']);
    expect(on('2026-11-03')).toEqual(['n']);
    expect(on('2026-11-04')).toEqual([]);
    expect(on('2026-11-08')).toEqual(['d']);
  });

  it('keeps the answer’s order on a day with several festivals', () => {
    const days = buildMonthGrid(
      '2026-11',
      [festival('a', '2026-11-08'), festival('b', '2026-11-07', '2026-11-09')],
      '2026-11-01',
    ).flat();
    expect(days.find((d) => d.day === '2026-11-08')?.festivals.map((f) => f._id)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('festivalsByDay', () => {
  it('lists a repeated festival once, and a festival ending before it begins on its first day', () => {
    const byDay = festivalsByDay([
      festival('a', '2026-11-08'),
      festival('a', '2026-11-08'),
      festival('b', '2026-11-10', '2026-11-09'),
    ]);
    expect(byDay.get('2026-11-08')?.map((f) => f._id)).toEqual(['a']);
    expect(byDay.get('2026-11-10')?.map((f) => f._id)).toEqual(['b']);
    expect(byDay.has('2026-11-09')).toBe(false);
  });
});

describe('agendaDays', () => {
  it('keeps the month’s days that have festivals, in order', () => {
    const agenda = agendaDays('2026-11', [
      festival('late', '2026-11-24'),
      festival('diwali', '2026-11-08'),
      festival('next', '2026-12-01'),
      festival('before', '2026-10-20'),
    ]);
    expect(agenda.map((d) => d.day)).toEqual(['2026-11-08', '2026-11-24']);
  });

  it('lists a festival of several days once, on its first day in the month', () => {
    const agenda = agendaDays('2026-11', [
      festival('chhath', '2026-11-15', '2026-11-16'),
      festival('spill', '2026-10-30', '2026-11-02'),
      festival('chhath', '2026-11-15', '2026-11-16'),
    ]);
    expect(agenda).toEqual([
      { day: '2026-11-01', festivals: [festival('spill', '2026-10-30', '2026-11-02')] },
      { day: '2026-11-15', festivals: [festival('chhath', '2026-11-15', '2026-11-16')] },
    ]);
  });
});

describe('splitPast', () => {
  it('keeps what is under way or to come, and sets aside days whose festivals have ended', () => {
    const agenda = agendaDays('2026-11', [
      festival('over', '2026-11-02'),
      festival('running', '2026-11-03', '2026-11-06'),
      festival('today', '2026-11-05'),
      festival('later', '2026-11-20'),
    ]);
    const { past, coming } = splitPast(agenda, '2026-11-05');
    expect(past.map((d) => d.day)).toEqual(['2026-11-02']);
    expect(coming.map((d) => d.day)).toEqual(['2026-11-03', '2026-11-05', '2026-11-20']);
  });
});
