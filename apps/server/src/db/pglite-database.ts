import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, OpenedDatabase } from './client';
import { lockDataDir } from './pglite-lock';
import { ping } from './ping';
import * as schema from './schema';

// Not in PGlite's typings, but the options replace them rather than add to them.
const PGLITE_DEFAULT_START_PARAMS = (PGlite as unknown as { defaultStartParams: string[] })
  .defaultStartParams;

/** The embedded engine in `dataDir` (or `memory://…`), locked against a second process. */
export async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  let unlock = async () => {};
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, {
      extensions: { btree_gin, pg_trgm },
      // PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly heap, in
      // our process; 32 MB keeps the server near 300 MB resident (measured: -110 MB) while the
      // operating system's page cache still holds the data files.
      startParams: [...PGLITE_DEFAULT_START_PARAMS, '-c', 'shared_buffers=32MB'],
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzle({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    async close() {
      await client.close();
      await unlock();
    },
    migrate: (migrationsFolder) =>
      migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder }),
  };
}
