import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, OpenedDatabase } from './client';
import { ping } from './ping';
import * as schema from './schema';
import { SEQ_SCAN_FREE_OPTIONS } from './without-seq-scans';

// Search's media statement, one per search: a few sessions suffice beside the main pool's ten.
const SEQ_SCAN_FREE_SESSIONS = 4;

/** A pool on a PostgreSQL server (DATABASE_URL). */
export async function openPostgres(url: string): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection emits 'error'; without a listener it would crash us.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const seqScanFreePool = new pg.Pool({
    connectionString: url,
    options: SEQ_SCAN_FREE_OPTIONS,
    max: SEQ_SCAN_FREE_SESSIONS,
    idleTimeoutMillis: 30_000,
  });
  seqScanFreePool.on('error', () => {});
  const seqScanFree = drizzle({ client: seqScanFreePool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    withoutSeqScans: (work) => work(seqScanFree),
    ping: () => ping(db),
    close: async () => {
      await Promise.all([pool.end(), seqScanFreePool.end()]);
    },
    migrate: (migrationsFolder) =>
      migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder }),
  };
}
