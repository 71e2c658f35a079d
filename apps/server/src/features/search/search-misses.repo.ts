import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * A day holds at most this many distinct queries that found nothing: enough for any real
 * catalogue's gaps, and a bound on what a script sending random words can add (its repeats of a
 * query already kept are still counted).
 */
export const SEARCH_MISSES_PER_DAY = 5_000;

/** Longest query kept (the column's size); longer ones are cut, not refused. */
const QUERY_MAX = 100;

/** Searches that found nothing, for the console's dashboard: the text and a count, no user. */
export function createSearchMissesRepo(db: Database) {
  return {
    async record(day: string, query: string): Promise<void> {
      const text = query.slice(0, QUERY_MAX);
      // One statement: a new query joins only while the day has room; a known one always counts.
      await db.execute(sql`
        insert into search_misses (day, query, count)
        select ${day}, ${text}, 1
        where exists (select 1 from search_misses where day = ${day} and query = ${text})
           or (select count(*) from search_misses where day = ${day}) < ${SEARCH_MISSES_PER_DAY}
        on conflict (day, query) do update set count = search_misses.count + 1`);
    },
  };
}
