import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { festivalDates, festivals } from '../../db/schema';
import { festivalColumns } from './festival-columns';

/** A festival as the data file describes it (everything but the operator's link). */
export interface FestivalFacts {
  key: string;
  name: string;
  nameHi: string;
  kind: 'festival' | 'national' | 'global';
  regions: string[];
}

export interface StoredFestival extends FestivalFacts {
  id: string;
  dates: { date: string; endDate: string | null }[];
}

export interface DateRow {
  festivalId: string;
  date: string;
  endDate: string | null;
}

/** The start-up copy of the festival data (festival-sync.service.ts). */
export function createFestivalSyncRepo(db: Database) {
  return {
    /** Every festival with its days, in one query. */
    async readAll(): Promise<StoredFestival[]> {
      const rows = await db
        .select({
          ...festivalColumns,
          date: festivalDates.date,
          endDate: festivalDates.endDate,
        })
        .from(festivals)
        .leftJoin(festivalDates, eq(festivalDates.festivalId, festivals.id))
        .orderBy(asc(festivals.key), asc(festivalDates.date));
      const byKey = new Map<string, StoredFestival>();
      for (const { date, endDate, ...festival } of rows) {
        let stored = byKey.get(festival.key);
        if (!stored) {
          stored = { ...festival, dates: [] };
          byKey.set(festival.key, stored);
        }
        if (date !== null) stored.dates.push({ date, endDate });
      }
      return [...byKey.values()];
    },

    /**
     * Inserts festivals, or brings an existing row's facts up to date, and returns every row's id
     * by key. A row another process inserted a moment ago conflicts and is updated (to the same
     * facts), so its id comes back too. The operator's `sub_category_id` is never written.
     */
    async upsertFestivals(rows: FestivalFacts[]): Promise<Map<string, string>> {
      if (rows.length === 0) return new Map();
      const written = await db
        .insert(festivals)
        .values(rows)
        .onConflictDoUpdate({
          target: festivals.key,
          set: {
            name: sql`excluded.name`,
            nameHi: sql`excluded.name_hi`,
            kind: sql`excluded.kind`,
            regions: sql`excluded.regions`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: festivals.id, key: festivals.key });
      return new Map(written.map((row) => [row.key, row.id]));
    },

    /** Adds days, or corrects a day's last day, whoever wrote the row first. */
    async upsertDates(rows: DateRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(festivalDates)
        .values(rows)
        .onConflictDoUpdate({
          target: [festivalDates.festivalId, festivalDates.date],
          set: { endDate: sql`excluded.end_date` },
        });
    },

    async deleteDates(rows: { festivalId: string; date: string }[]): Promise<void> {
      for (const row of rows) {
        await db
          .delete(festivalDates)
          .where(
            and(eq(festivalDates.festivalId, row.festivalId), eq(festivalDates.date, row.date)),
          );
      }
    },

    /** Links festivals to sub-categories where no one has linked them yet; how many it linked. */
    async linkUnlinked(links: { key: string; subCategoryId: string }[]): Promise<number> {
      let linked = 0;
      for (const { key, subCategoryId } of links) {
        const rows = await db
          .update(festivals)
          .set({ subCategoryId })
          .where(and(eq(festivals.key, key), isNull(festivals.subCategoryId)))
          .returning({ id: festivals.id });
        linked += rows.length;
      }
      return linked;
    },
  };
}
