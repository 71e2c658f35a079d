import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, OpenedDatabase } from './client';
import { ping } from './ping';
import * as schema from './schema';

/** A pool on a PostgreSQL server (DATABASE_URL). */
export async function openPostgres(url: string): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection emits 'error'; without a listener it would crash us.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    close: () => pool.end(),
    migrate: (migrationsFolder) =>
      migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder }),
  };
}
