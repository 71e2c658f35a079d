import { type SQL, sql } from 'drizzle-orm';

/**
 * The instant a business day (YYYY-MM-DD) starts in `timeZone`, as SQL: a local midnight read
 * `AT TIME ZONE` is the timestamptz of that midnight, daylight saving included, so a row's
 * `created_at` compares with it directly (and an index on it can be used).
 */
export function dayStart(day: string, timeZone: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${timeZone})`;
}

/** The business day (a date) of a timestamptz column, in `timeZone`. */
export function dayOf(column: SQL | unknown, timeZone: string): SQL<string> {
  return sql<string>`to_char((${column} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
}

/** The day `days` after `day` (negative: before), as YYYY-MM-DD; calendar arithmetic in UTC. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}
