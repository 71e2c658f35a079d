/**
 * `npm run seed:demo`: loads the demo catalog into the configured database (the same variables
 * as the server). With the embedded database, stop the server first: PGlite belongs to one
 * process, and the lock on DATA_DIR says so if it is still running.
 */
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { seedDemoCatalog } from '../apps/server/src/features/demo/seed-demo';
import { demoSeedNeeded } from '../apps/server/src/features/demo/seed-status';
import { openRuntime } from '../apps/server/src/runtime';
import { createServices } from '../apps/server/src/services';

const log = {
  info: (obj: object, msg: string) => console.log(`${msg} ${JSON.stringify(obj)}`),
  warn: (obj: object, msg: string) => console.warn(`${msg} ${JSON.stringify(obj)}`),
  error: (obj: object, msg: string) => console.error(`${msg} ${JSON.stringify(obj)}`),
};

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config, log);
  try {
    const services = createServices(config, runtime.deps, log);
    if (!(await demoSeedNeeded(services.catalogAdmin))) {
      console.log('The catalog already has content (or the demo is loaded); nothing to do.');
      return;
    }
    const { ffmpeg } = await runtime.deps.media.ffmpeg();
    const { added, downloads } = await seedDemoCatalog({
      db: runtime.deps.database.db,
      admin: services.catalogAdmin,
      ffmpegPath: ffmpeg,
      log,
      history: { accounts: services.accounts, downloads: services.downloads },
    });
    console.log(`Demo catalog loaded: ${added} items, ${downloads} demo downloads.`);
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot seed. ${error.message}` : error);
  process.exit(1);
});
