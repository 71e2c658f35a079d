import type { Database } from '../../db/client';
import { type JobHandler, jobDone, jobRetry } from '../../jobs/job-types';
import type { SeedDemoOptions } from './seed-demo';
import { demoSeedNeeded } from './seed-status';

/**
 * The `demo.seed` job: fills an empty catalog with the demo content on a first start. The seed is
 * resumable, so a try cut short (a restart, a crash) is finished by the next, and a catalog that
 * is already full (an operator's own, or a finished seed) is left alone.
 */
export function createDemoSeedJob(
  deps: Omit<SeedDemoOptions, 'ffmpegPath' | 'select'> & {
    db: Database;
    ffmpegPath: () => Promise<string>;
  },
): JobHandler<Record<string, never>> {
  return {
    async run() {
      if (!(await demoSeedNeeded(deps.admin))) return jobDone();
      try {
        // The demo content and its drawing code load now, not with the process.
        const { seedDemoCatalog } = await import('./seed-demo');
        await seedDemoCatalog({ ...deps, ffmpegPath: await deps.ffmpegPath() });
        return jobDone();
      } catch (error) {
        return jobRetry(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
