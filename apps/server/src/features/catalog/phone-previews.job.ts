import { type JobHandler, jobDone, jobRetry } from '../../jobs/job-types';
import type { PhonePreviewBackfill } from './phone-previews.service';

/**
 * The `media.phone-previews` job, queued by a start that finds images from before the phone-size
 * preview existed (main.ts): they get one. A try stopped by its timeout is retried, and goes on
 * where it stopped.
 */
export function createPhonePreviewsJob(
  backfill: PhonePreviewBackfill,
): JobHandler<Record<string, never>> {
  return {
    async run(job) {
      await backfill.fillMissing(job.signal);
      return (await backfill.anyMissing()) && job.signal.aborted
        ? jobRetry('stopped before every image had its phone-size preview')
        : jobDone();
    },
  };
}
