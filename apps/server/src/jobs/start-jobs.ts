import type { AppDeps } from '../app';
import { newId } from '../lib/ids';
import { removeStaleWorkDirs } from '../lib/work-dirs';
import type { Services } from '../services';
import type { JobEngine } from './job-types';
import { createStampHandlers } from './stamp-handlers';
import { STAMP_SCHEDULES, type StampJobs } from './stamp-jobs';

type Log = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * Makes this process a job runner (main.ts with JOBS on, or worker.ts): clears the scratch
 * folders of dead processes, starts every handler and schedule, and sweeps once at once so
 * image renders a crash interrupted give their units back without waiting five minutes.
 */
export async function startJobs(
  engine: JobEngine<StampJobs>,
  deps: AppDeps,
  services: Services,
  log: Log,
): Promise<void> {
  await removeStaleWorkDirs().catch((error: unknown) =>
    log.error({ err: error }, 'stale work folders'),
  );
  await engine.start(createStampHandlers(deps, services, log), STAMP_SCHEDULES);
  await engine.enqueue('downloads.sweep', {}, { key: `start-${newId()}` });
  log.info({ engine: engine.kind }, 'jobs running');
}
