import type { AppDeps } from '../app';
import { watchClockFile } from '../lib/file-clock';
import { newId } from '../lib/ids';
import { removeStaleWorkDirs } from '../lib/work-dirs';
import type { Services } from '../services';
import type { JobEngine } from './job-types';
import { createStampHandlers } from './stamp-handlers';
import { STAMP_SCHEDULES, type StampJobs } from './stamp-jobs';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** The scheduled jobs that read the app's clock: they run again when the test clock moves. */
const CLOCK_DRIVEN_JOBS = ['media.publish-due', 'reminders.tick'] as const;

/**
 * Makes this process a job runner (main.ts with JOBS on, or worker.ts): clears the scratch
 * folders of dead processes, starts every handler and schedule, and sweeps once at once so
 * image renders a crash interrupted give their units back without waiting five minutes.
 * With the browser tests' clock file (`clockFile`, loopback only), a move of the clock runs the
 * clock-driven jobs at once, as the next minute's tick would.
 */
export async function startJobs(
  engine: JobEngine<StampJobs>,
  deps: AppDeps,
  services: Services,
  log: Log,
  clockFile?: string,
): Promise<void> {
  await removeStaleWorkDirs().catch((error: unknown) =>
    log.error({ err: error }, 'stale work folders'),
  );
  await engine.start(createStampHandlers(deps, services, log), STAMP_SCHEDULES);
  await engine.enqueue('downloads.sweep', {}, { key: `start-${newId()}` });
  if (clockFile) {
    watchClockFile(clockFile, () => {
      const key = `clock-${newId()}`;
      for (const name of CLOCK_DRIVEN_JOBS) {
        engine
          .enqueue(name, {}, { key })
          .catch((error: unknown) => log.error({ err: error, job: name }, 'test clock moved'));
      }
    });
  }
  log.info({ engine: engine.kind }, 'jobs running');
}
