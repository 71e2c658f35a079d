import { addDays, daysFrom, firstDayOf, lastDayOf, monthOf, weekdayFromMonday } from './days';

/** What the grid needs of a festival: its first and (for several days) last day. */
export interface Dated {
  _id: string;
  date: string;
  endDate: string | null;
}

export interface GridDay<F> {
  day: string;
  /** False for the previous and next month's days that fill the first and last week. */
  inMonth: boolean;
  isToday: boolean;
  /** Every festival on this day, one of several days included, in the order given. */
  festivals: F[];
}

/** The grid's first and last day: whole weeks, Monday to Sunday, around the month. */
export function gridRange(month: string): { from: string; to: string } {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  return {
    from: addDays(first, -weekdayFromMonday(first)),
    to: addDays(last, 6 - weekdayFromMonday(last)),
  };
}

/**
 * Festivals by day: a festival of several days (Navratri, Durga Puja, Pongal) is listed on each
 * of them. A festival the answer repeats (the same one on the same day) is listed once.
 */
export function festivalsByDay<F extends Dated>(festivals: readonly F[]): Map<string, F[]> {
  const byDay = new Map<string, F[]>();
  const seen = new Set<string>();
  for (const festival of festivals) {
    const key = `${festival._id}:${festival.date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const span = festival.endDate ? Math.max(0, daysFrom(festival.date, festival.endDate)) : 0;
    for (let offset = 0; offset <= span; offset += 1) {
      const day = addDays(festival.date, offset);
      const list = byDay.get(day);
      if (list) list.push(festival);
      else byDay.set(day, [festival]);
    }
  }
  return byDay;
}

/** The month as weeks of seven days, Monday first, with the days before and after it. */
export function buildMonthGrid<F extends Dated>(
  month: string,
  festivals: readonly F[],
  today: string,
): GridDay<F>[][] {
  const { from, to } = gridRange(month);
  const byDay = festivalsByDay(festivals);
  const weeks: GridDay<F>[][] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (weekdayFromMonday(day) === 0) weeks.push([]);
    weeks.at(-1)?.push({
      day,
      inMonth: monthOf(day) === month,
      isToday: day === today,
      festivals: byDay.get(day) ?? [],
    });
  }
  return weeks;
}

/**
 * The phone's agenda: the month's days that have festivals, in order. A festival of several days
 * is listed once, on its first day in the month (its span is shown beside it), so Navratri is one
 * entry, not nine.
 */
export function agendaDays<F extends Dated>(
  month: string,
  festivals: readonly F[],
): { day: string; festivals: F[] }[] {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  const byDay = new Map<string, F[]>();
  const seen = new Set<string>();
  for (const festival of festivals) {
    const key = `${festival._id}:${festival.date}`;
    const end =
      festival.endDate && festival.endDate > festival.date ? festival.endDate : festival.date;
    const day = festival.date < first ? first : festival.date;
    if (seen.has(key) || day > last || day > end) continue;
    seen.add(key);
    const list = byDay.get(day);
    if (list) list.push(festival);
    else byDay.set(day, [festival]);
  }
  return [...byDay]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, list]) => ({ day, festivals: list }));
}

/**
 * The agenda's days split at today: those whose festivals have all ended (shown on request) and
 * those still to come or under way.
 */
export function splitPast<F extends Dated>(
  days: readonly { day: string; festivals: F[] }[],
  today: string,
): { past: { day: string; festivals: F[] }[]; coming: { day: string; festivals: F[] }[] } {
  const ended = (festival: F) => (festival.endDate ?? festival.date) < today;
  const past = days.filter((entry) => entry.festivals.every(ended));
  const coming = days.filter((entry) => !entry.festivals.every(ended));
  return { past, coming };
}
