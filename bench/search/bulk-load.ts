import type { Database } from '@stamp/server/src/db/client';
import {
  type FixtureCategory,
  generateCatalog,
  type InsertedCatalog,
  insertCatalog,
} from '@stamp/server/src/features/search/search.fixtures';
import { sql } from 'drizzle-orm';

export interface LoadTimes {
  /** Building the titles in memory. */
  generateS: number;
  /** Inserting the rows (search_terms filled by its trigger), media's secondary indexes absent. */
  insertS: number;
  /** Building media's secondary indexes again from their own definitions. */
  indexS: number;
}

/**
 * Loads a generated catalog the way a bulk import (pg_restore) does: media's secondary indexes
 * are dropped, the rows inserted, and the indexes built again from the definitions the
 * migrations gave them (pg_indexes.indexdef, so storage parameters such as fastupdate=off come
 * back too). A built GIN index is what production has after an import, and after a REINDEX;
 * row by row, 1,000,000 inserts into three GIN indexes with fastupdate off would take most of
 * an hour on these machines. The primary key stays: ids are time-ordered, so its inserts append.
 */
export async function bulkLoadCatalog(
  db: Database,
  mediaRows: number,
  seed: number,
): Promise<{ catalog: InsertedCatalog; times: LoadTimes }> {
  let started = performance.now();
  const fixture: FixtureCategory[] = generateCatalog(mediaRows, seed);
  const generateS = seconds(started);

  const definitions = await secondaryIndexes(db);
  for (const { name } of definitions) await db.execute(sql.raw(`drop index "${name}"`));
  started = performance.now();
  const catalog = await insertCatalog(db, fixture, seed);
  const insertS = seconds(started);

  started = performance.now();
  // One index at a time with room to sort: what a restore's maintenance_work_mem would allow.
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  for (const { definition } of definitions) await db.execute(sql.raw(definition));
  await db.execute(sql`reset maintenance_work_mem`);
  const indexS = seconds(started);
  return { catalog, times: { generateS, insertS, indexS } };
}

/** media's indexes other than those backing a constraint (the primary key). */
async function secondaryIndexes(db: Database) {
  const result = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'media'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`);
  return (result as unknown as { rows: { name: string; definition: string }[] }).rows;
}

const seconds = (since: number) => (performance.now() - since) / 1000;
