import { pino } from 'pino';
import { buildApp } from './app';
import { configOrExit } from './config';
import { phonePreviewsMissing } from './features/catalog/phone-previews.service';
import { demoSeedNeeded } from './features/demo/seed-status';
import { startJobs } from './jobs/start-jobs';
import { businessDay } from './lib/business-day';
import { openRuntime } from './runtime';

// Past the grace (SHUTDOWN_GRACE_MS), this long again at most for handing jobs back and closing.
const EXIT_MARGIN_MS = 5_000;

/**
 * `npm start`: one process with everything (API, web app, jobs). With JOBS=off it serves
 * requests only, beside `npm run worker` processes (worker.ts) that run the jobs.
 */
async function main(): Promise<void> {
  const config = configOrExit();
  const startedAt = performance.now();
  const log = pino({ level: config.logLevel });
  // prom-client is loaded only when metrics are on.
  const metrics = config.metricsToken ? (await import('./lib/metrics')).createMetrics() : undefined;
  const runtime = await openRuntime(config, log, { metrics });
  const { app, services } = await buildApp(config, { ...runtime.deps, loggerInstance: log });

  if (config.admin) {
    await services.accounts.ensureAdmin(config.admin.email, config.admin.password);
    app.log.info({ email: config.admin.email }, 'operator account ready');
  }

  let closing = false;
  // A stop can come while the job runner is still starting (a deploy right after a start): the
  // stop waits for it, or closing Redis under its schedules failed the start and exited with 1.
  let jobsStarting: Promise<unknown> = Promise.resolve();
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests and jobs');
    const force = setTimeout(() => {
      app.log.error('drain timed out; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + EXIT_MARGIN_MS);
    force.unref();
    await jobsStarting.catch(() => undefined);
    await Promise.all([app.close(), runtime.jobs.stop(config.shutdownGraceMs)]);
    await runtime.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // After listening: the site answers while the runner starts (schedules, the start-up sweep).
  if (config.runJobs) {
    jobsStarting = startJobs(
      runtime.jobs,
      runtime.deps,
      services,
      app.log,
      config.schedulerClockFile,
    );
    await jobsStarting;
  }
  if (closing) return;
  app.log.info(
    {
      url: config.publicUrl.toString(),
      jobs: config.runJobs ? runtime.jobs.kind : 'off',
      startupMs: Math.round(performance.now() - startedAt),
    },
    'Stamp is ready',
  );

  // The first start fills an empty catalog with demo content, as a job: the site is up at once
  // and the catalog grows as items are loaded (progress in the log). Keyed by the day, so
  // processes starting together queue it once, and a seed that failed is tried again tomorrow.
  if (config.seedDemo && (await demoSeedNeeded(services.catalogAdmin))) {
    app.log.info('loading the demo catalog (first start); set SEED_DEMO=false to skip');
    await runtime.jobs.enqueue(
      'demo.seed',
      {},
      { key: `demo-seed-${businessDay(config.businessTimeZone)}` },
    );
  }
  // Images from before the phone-size preview existed get one, in the background (keyed by the
  // day, like the seed: processes starting together queue it once).
  if (await phonePreviewsMissing(runtime.deps.database.db)) {
    app.log.info('making phone-size previews for earlier images');
    await runtime.jobs.enqueue(
      'media.phone-previews',
      {},
      { key: `phone-previews-${businessDay(config.businessTimeZone)}` },
    );
  }
}

main().catch((error: unknown) => {
  console.error('Stamp failed to start:', error);
  process.exit(1);
});
