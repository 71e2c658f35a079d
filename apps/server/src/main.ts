import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { demoSeedNeeded, seedDemoCatalog } from './features/demo/seed-demo';
import { openRuntime } from './runtime';

// How long in-flight requests get to finish after SIGTERM before we stop waiting.
const DRAIN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Stamp cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const startedAt = performance.now();
  const bootLog = {
    info: (obj: object, msg: string) => console.log(JSON.stringify({ msg, ...obj })),
    warn: (obj: object, msg: string) =>
      console.warn(JSON.stringify({ level: 'warn', msg, ...obj })),
  };
  const runtime = await openRuntime(config, bootLog);
  const { app, services } = await buildApp(config, runtime.deps);

  if (config.admin) {
    await services.accounts.ensureAdmin(config.admin.email, config.admin.password);
    app.log.info({ email: config.admin.email }, 'operator account ready');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(() => {
      app.log.error('drain timed out; exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    await app.close();
    await runtime.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl.toString(), startupMs: Math.round(performance.now() - startedAt) },
    'Stamp is ready',
  );

  // The first start fills an empty catalog with demo content, in the background: the site is up
  // at once and the catalog grows as items are loaded (progress in the log).
  if (config.seedDemo && (await demoSeedNeeded(runtime.deps.database.db))) {
    app.log.info('loading the demo catalog (first start); set SEED_DEMO=false to skip');
    runtime.deps.media
      .ffmpeg()
      .then(({ ffmpeg }) =>
        seedDemoCatalog({
          db: runtime.deps.database.db,
          admin: services.catalogAdmin,
          ffmpegPath: ffmpeg,
          log: app.log,
          history: { accounts: services.accounts, downloads: services.downloads },
        }),
      )
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'demo content failed; it resumes on the next start'),
      );
  }
}

main().catch((error: unknown) => {
  console.error('Stamp failed to start:', error);
  process.exit(1);
});
