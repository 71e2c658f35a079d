import { type JobHandler, jobDone, jobFailed } from '../../jobs/job-types';
import type { MediaUploadsService } from './media-uploads.service';

/**
 * The `media.ingest` job: one staged upload made into a catalog item (or a replaced file). A file
 * that cannot be used fails at once with the reason the console shows; anything else (storage,
 * a crash) is tried again, and when tries run out the upload is failed with its file kept, so
 * the operator can retry it.
 */
export function createMediaIngestJob(
  uploads: Pick<MediaUploadsService, 'ingest' | 'failed'>,
): JobHandler<{ uploadId: string }> {
  return {
    async run(job) {
      const reason = await uploads.ingest(job.data.uploadId);
      return reason ? jobFailed(reason) : jobDone();
    },
    async failed({ uploadId }) {
      await uploads.failed(uploadId);
    },
  };
}

/** The `media.publish-due` job (every minute): scheduled items whose time has come go public. */
export function createPublishDueJob(media: {
  publishDue(): Promise<number>;
}): JobHandler<Record<string, never>> {
  return {
    async run() {
      await media.publishDue();
      return jobDone();
    },
  };
}
