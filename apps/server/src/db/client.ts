import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The one database type services and repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` where the planner may not choose sequential scans (search's media statement:
   * see search.repo.ts). Each engine does it its cheapest safe way (without-seq-scans.ts).
   */
  withoutSeqScans: WithoutSeqScans;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type WithoutSeqScans = <T>(work: (db: Database) => Promise<T>) => Promise<T>;

/** An opened engine, before its schema is brought up to date. */
export interface OpenedDatabase extends DatabaseHandle {
  migrate(migrationsFolder: string): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = { url: string } | { pgliteDir: string };

/**
 * Opens the database and brings its schema up to date (migrations are applied on every start).
 * Each engine's driver is imported only when it is the one configured: the embedded server does
 * not load `pg`, and a PostgreSQL deployment does not load PGlite's WebAssembly.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const opened =
    'url' in target
      ? await (await import('./postgres-database')).openPostgres(target.url)
      : await (await import('./pglite-database')).openPglite(target.pgliteDir);
  try {
    await opened.migrate(MIGRATIONS_DIR);
  } catch (error) {
    await opened.close();
    throw error;
  }
  const { migrate: _migrate, ...handle } = opened;
  return handle;
}
