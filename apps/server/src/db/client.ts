import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;

// Not in PGlite's typings, but the options replace them rather than add to them.
const PGLITE_DEFAULT_START_PARAMS = (PGlite as unknown as { defaultStartParams: string[] })
  .defaultStartParams;
/** The one database type services and repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = { url: string } | { pgliteDir: string };

/** Opens the database and brings its schema up to date (migrations are applied on every start). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle =
    'url' in target ? await openPostgres(target.url) : await openPglite(target.pgliteDir);
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], options);
  } else {
    await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], options);
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let unlock = async () => {};
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      // PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly heap, in
      // our process; 32 MB keeps the server near 300 MB resident (measured: -110 MB) while the
      // operating system's page cache still holds the data files.
      startParams: [...PGLITE_DEFAULT_START_PARAMS, '-c', 'shared_buffers=32MB'],
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    async close() {
      await client.close();
      await unlock();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection emits 'error'; without a listener it would crash us.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
