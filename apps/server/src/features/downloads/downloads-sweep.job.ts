import { type JobHandler, jobDone } from '../../jobs/job-types';
import { JOB_PRIORITY, type StampJobQueue } from '../../jobs/stamp-jobs';
import { createDownloadsRepo } from './downloads.repo';
import type { DownloadsService } from './downloads.service';
import { failVideoDownload, RENDER_FAILED, type VideoRenderDeps } from './video-render.job';

// A video render queued longer than this has no job left that will finish it (its job ended
// without reaching the row): it is failed and its unit given back. Far beyond three tries of
// the longest render and a busy queue.
const GIVE_UP_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * The `downloads.sweep` job, every five minutes: image renders whose process died give their
 * units back, and each unfinished video render is queued again. Enqueueing is idempotent (the
 * download id is the key), so a render with a job keeps it; one whose enqueue was lost (the
 * process died between writing the row and queueing it, or the queue was down) gets one.
 */
export function createDownloadsSweepJob(
  deps: VideoRenderDeps & { downloads: DownloadsService; jobs: StampJobQueue },
): JobHandler<Record<string, never>> {
  const repo = createDownloadsRepo(deps.db);
  return {
    async run() {
      await deps.downloads.giveBackInterrupted();
      const giveUpBefore = Date.now() - GIVE_UP_AFTER_MS;
      // Members' renders first: a runner may start on the first one queued before the rest are.
      const rows = (await repo.unfinished()).sort(
        (a, b) => Number(a.watermarked) - Number(b.watermarked),
      );
      for (const row of rows) {
        if (row.createdAt.getTime() < giveUpBefore) {
          await failVideoDownload(deps, row.id, RENDER_FAILED);
          continue;
        }
        await deps.jobs.enqueue(
          'video.render',
          { downloadId: row.id },
          { key: row.id, priority: row.watermarked ? JOB_PRIORITY.free : JOB_PRIORITY.member },
        );
      }
      return jobDone();
    },
  };
}
