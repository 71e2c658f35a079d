import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnStampServer, waitForHealthy } from '../api/stamp-server';
import { registerCleanup } from '../lib/cleanup';
import { freePort } from '../lib/free-port';
import { OPERATOR_ENV, seedCatalog } from './seed-over-api';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SeededStamp {
  baseUrl: string;
  subCategoryId: string;
  /** The seeded images, in upload order. */
  mediaIds: string[];
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * The production server on PGlite in a fresh data directory, with `images` images uploaded
 * through the operator API into one sub-category: what the catalog and web benches measure.
 */
export async function startSeededStamp(
  name: string,
  images: number,
  progress: (step: string) => void,
  env: Record<string, string> = {},
): Promise<SeededStamp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `stamp-bench-${name}-`));
  const removeDataDir = registerCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnStampServer(REPO_ROOT, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...OPERATOR_ENV,
    ...env,
  });
  const stop = async () => {
    await server.stop();
    await removeDataDir();
  };
  try {
    progress('start');
    await waitForHealthy(server, baseUrl, 120_000);
    progress(`seed ${images} images through the operator API`);
    const { subCategoryId, mediaIds } = await seedCatalog(baseUrl, images);
    return { baseUrl, subCategoryId, mediaIds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
