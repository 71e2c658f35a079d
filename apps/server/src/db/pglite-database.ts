import { mkdir } from 'node:fs/promises';
import { type Extension, PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, OpenedDatabase } from './client';
import { lockDataDir } from './pglite-lock';
import { ping } from './ping';
import * as schema from './schema';
import { inSeqScanFreeTransaction } from './without-seq-scans';

// Not in PGlite's typings, but the options replace them rather than add to them.
const PGLITE_DEFAULT_START_PARAMS = (PGlite as unknown as { defaultStartParams: string[] })
  .defaultStartParams;

/**
 * PGlite compiles its extensions' WebAssembly modules side by side as it starts, and when the
 * first to start (btree_gin's) finishes after pg_trgm's, pg_trgm's calls through the function
 * table land on nothing ("null function or function signature mismatch"). PGlite swallows the
 * trap: the trigram search answers nothing, or the next statement spins the process at 100% CPU
 * for good. That happened on about one start in five, and every time when btree_gin's compile was
 * held back 300 ms (see the test). With `noWasmDecoding` the modules are only written to PGlite's
 * file system, and PostgreSQL loads each one, synchronously, when it first needs it: 48 bare
 * starts of 48 answered, against 24 hangs in 72 before.
 */
const extensionsLoadedOneAtATime: Extension = {
  name: 'extensions loaded one at a time',
  setup: async (_pg, emscriptenOpts) => ({
    emscriptenOpts: { ...emscriptenOpts, noWasmDecoding: true },
  }),
};

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
      extensions: { btree_gin, pg_trgm, extensionsLoadedOneAtATime },
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
    withoutSeqScans: inSeqScanFreeTransaction(db),
    ping: () => ping(db),
    async close() {
      await client.close();
      await unlock();
    },
    migrate: (migrationsFolder) =>
      migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder }),
  };
}
