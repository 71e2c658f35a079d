import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { configOrExit } from './config';
import { registerMetrics } from './features/health/metrics.routes';
import { startJobs } from './jobs/start-jobs';
import { openRuntime } from './runtime';
import { createServices } from './services';

// Past the grace (SHUTDOWN_GRACE_MS), this long again at most for handing jobs back and closing.
const EXIT_MARGIN_MS = 5_000;

/**
 * `npm run worker`: a process that runs the job handlers only (video renders, e-mail, the demo
 * seed, sweeps), beside API processes started with JOBS=off. Any number can run on one
 * PostgreSQL and Redis; each job goes to one of them.
 */
async function worker(): Promise<void> {
  const config = configOrExit();
  const log = pino({ level: config.logLevel }).child({ role: 'worker' });
  if (!config.databaseUrl) {
    log.warn(
      'no DATABASE_URL: this worker has an embedded database of its own, shared with no API',
    );
  }
  // prom-client is loaded only when metrics are on.
  const metrics = config.metricsToken ? (await import('./lib/metrics')).createMetrics() : undefined;
  const runtime = await openRuntime(config, log, { metrics });
  const services = createServices(config, runtime.deps, log);
  // Job durations are measured where jobs run: with METRICS_TOKEN a worker serves its own
  // GET /metrics on PORT, for the same scraper as the API processes.
  const http =
    metrics && config.metricsToken
      ? Fastify({ loggerInstance: log as FastifyBaseLogger })
      : undefined;
  if (http && metrics && config.metricsToken) {
    registerMetrics(http, metrics, config.metricsToken);
    await http.listen({ port: config.port, host: config.host });
  }

  let closing = false;
  // A stop during start-up waits for the runner to finish starting (see main.ts).
  let jobsStarting: Promise<unknown> = Promise.resolve();
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker stopping: finishing or handing back its jobs');
    setTimeout(() => {
      log.error('stop timed out; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + EXIT_MARGIN_MS).unref();
    await jobsStarting.catch(() => undefined);
    await runtime.jobs.stop(config.shutdownGraceMs);
    await http?.close();
    await runtime.close();
    log.info('worker stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  jobsStarting = startJobs(runtime.jobs, runtime.deps, services, log, config.schedulerClockFile);
  await jobsStarting;
}

worker().catch((error: unknown) => {
  console.error('Stamp worker failed to start:', error);
  process.exit(1);
});
