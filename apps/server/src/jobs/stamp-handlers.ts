import { createMailJob } from '../adapters/mail/mail.job';
import { phonePreviewFrom } from '../adapters/media/image-renditions';
import type { AppDeps } from '../app';
import { createMediaIngestJob, createPublishDueJob } from '../features/catalog/media-ingest.job';
import { createPhonePreviewsJob } from '../features/catalog/phone-previews.job';
import { createPhonePreviewBackfill } from '../features/catalog/phone-previews.service';
import { createDemoSeedJob } from '../features/demo/demo-seed.job';
import { createDownloadsSweepJob } from '../features/downloads/downloads-sweep.job';
import { createVideoRenderJob } from '../features/downloads/video-render.job';
import { createReminderSendJob, createReminderTickJob } from '../features/festivals/reminders.job';
import type { Services } from '../services';
import type { JobHandlers } from './job-types';
import type { StampJobs } from './stamp-jobs';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** The product's job handlers, over the same dependencies and services as the API. */
export function createStampHandlers(
  deps: AppDeps,
  services: Services,
  log: Log,
): JobHandlers<StampJobs> {
  const render = {
    db: deps.database.db,
    storage: deps.storage,
    media: deps.media,
    sessionCache: deps.sessionCache,
    log,
    ...(deps.metrics ? { counters: deps.metrics.counters } : {}),
  };
  return {
    'video.render': createVideoRenderJob(render),
    'mail.send': createMailJob({ mailer: deps.mailer, log }),
    'demo.seed': createDemoSeedJob({
      db: deps.database.db,
      admin: services.catalogAdmin,
      log,
      history: { accounts: services.accounts, downloads: services.downloads },
      ffmpegPath: async () => (await deps.media.ffmpeg()).ffmpeg,
    }),
    'downloads.sweep': createDownloadsSweepJob({
      ...render,
      downloads: services.downloads,
      jobs: deps.jobs,
    }),
    'media.ingest': createMediaIngestJob(services.mediaUploads),
    'media.publish-due': createPublishDueJob(services.mediaAdmin),
    'media.phone-previews': createPhonePreviewsJob(
      createPhonePreviewBackfill({
        db: deps.database.db,
        storage: deps.storage,
        cache: deps.catalogCache,
        phonePreviewFrom,
        log,
      }),
    ),
    'reminders.tick': createReminderTickJob(services.reminderRuns),
    'reminders.send': createReminderSendJob({ send: services.reminderSend, log }),
  };
}
