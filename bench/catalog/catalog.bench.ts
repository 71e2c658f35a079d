import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBareFastify } from '../api/api.bench';
import { spawnStampServer, waitForHealthy } from '../api/stamp-server';
import { registerCleanup } from '../lib/cleanup';
import { freePort } from '../lib/free-port';
import { type LoadResult, measureLoad } from '../lib/load';
import { formatTable, targetMark } from '../lib/table';
import { OPERATOR_ENV, seedCatalog } from './seed-over-api';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TARGET_RATIO = 0.5;
// A sub-category page's first screen and the home feed's two rows of 10.
const IMAGES = 40;

/** The catalog's hot reads (home feed, a sub-category list) against bare Fastify, on PGlite. */
export async function run(): Promise<void> {
  const progress = (step: string) => console.error(`catalog: ${step}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stamp-bench-catalog-'));
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
  });
  try {
    progress('start');
    await waitForHealthy(server, baseUrl, 120_000);
    progress(`seed ${IMAGES} images through the operator API`);
    const { subCategoryId } = await seedCatalog(baseUrl, IMAGES);

    progress('load: bare fastify');
    const bare = await measureBareFastify();
    progress('load: home feed');
    const feed = await measureLoad(`${baseUrl}/api/v1/user/media/home/feeds?limit=10`);
    progress('load: sub-category images');
    const list = await measureLoad(
      `${baseUrl}/api/v1/user/subcategories/${subCategoryId}/media/images`,
    );
    const sizes = await Promise.all(
      [
        `/api/v1/user/media/home/feeds?limit=10`,
        `/api/v1/user/subcategories/${subCategoryId}/media/images`,
      ].map(async (p) => (await (await fetch(`${baseUrl}${p}`)).text()).length),
    );

    const row = (label: string, load: LoadResult, bytes?: number) => {
      const ratio = load.reqPerSec / bare.reqPerSec;
      return [
        label,
        load.reqPerSec.toFixed(0),
        load.p50Ms < 1 ? '<1' : load.p50Ms.toFixed(0),
        load.p99Ms.toFixed(0),
        bytes === undefined ? '' : `${(bytes / 1024).toFixed(1)} KB`,
        ratio.toFixed(2),
        bytes === undefined
          ? ''
          : `≥ ${TARGET_RATIO.toFixed(2)} ${targetMark(ratio >= TARGET_RATIO)}`,
      ];
    };
    console.log(
      [
        '',
        formatTable(
          [
            ['catalog (PGlite)', 'req/s', 'p50 ms', 'p99 ms', 'body', 'ratio', 'target'],
            row('bare fastify', bare),
            row('GET home/feeds?limit=10', feed, sizes[0]),
            row('GET sub-category images', list, sizes[1]),
          ],
          [false, true, true, true, true, true, false],
        ),
      ].join('\n'),
    );
  } finally {
    await server.stop();
    await removeDataDir();
  }
}
