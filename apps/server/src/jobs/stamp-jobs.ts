import type { MailMessage } from '../adapters/mail/mailer';
import type { ReminderSendData } from '../features/festivals/reminder-send.service';
import type { JobPolicy, JobQueue, JobSchedule } from './job-types';

/** Every job the product runs, by name, with the data its jobs carry. */
export type StampJobs = {
  /** Renders a video download (a catalog reel or a member's own clip) queued in `downloads`. */
  'video.render': { downloadId: string };
  /** Sends one e-mail; an SMTP outage delays it, retries deliver it. */
  'mail.send': MailMessage;
  /** Fills an empty catalog with demo content on a first start (resumable). */
  'demo.seed': Record<string, never>;
  /** Gives back units of renders whose process died, and re-queues video renders left behind. */
  'downloads.sweep': Record<string, never>;
  /** Makes one operator upload (media_uploads) into a catalog item, or replaces an item's file. */
  'media.ingest': { uploadId: string };
  /** Publishes every scheduled item whose `publish_at` has come. */
  'media.publish-due': Record<string, never>;
  /** Gives images from before the phone-size preview existed one (features/catalog/phone-previews.ts). */
  'media.phone-previews': Record<string, never>;
  /** Runs the festival reminder slots of today whose time has come and that have not run. */
  'reminders.tick': Record<string, never>;
  /** Sends one festival reminder e-mail (a user, a festival day, a slot), once. */
  'reminders.send': ReminderSendData;
};

export type StampJobQueue = JobQueue<StampJobs>;

export const STAMP_JOB_POLICIES: { [Name in keyof StampJobs]: JobPolicy } = {
  // x264 already uses every core: one render per process. A damaged file fails at once (the
  // handler says so); a crash or a storage hiccup gets two more tries.
  'video.render': { attempts: 3, backoffMs: 30_000, timeoutMs: 15 * 60_000, concurrency: 1 },
  // 5 s, 10 s, 20 s … doubling: eleven retries span about three hours of SMTP outage.
  'mail.send': { attempts: 12, backoffMs: 5_000, timeoutMs: 60_000, concurrency: 4 },
  'demo.seed': { attempts: 5, backoffMs: 10_000, timeoutMs: 30 * 60_000, concurrency: 1 },
  'downloads.sweep': { attempts: 1, backoffMs: 1_000, timeoutMs: 5 * 60_000, concurrency: 1 },
  // A video's renditions are two ffmpeg runs (the ingest's own timeout is 5 min each); images
  // go to the image pool, so two at once keep it busy without starving the renders.
  'media.ingest': { attempts: 3, backoffMs: 10_000, timeoutMs: 12 * 60_000, concurrency: 2 },
  // Every minute: a try that fails is replaced by the next minute's.
  'media.publish-due': { attempts: 1, backoffMs: 1_000, timeoutMs: 60_000, concurrency: 1 },
  // Queued at a start that finds items without one. A run stopped by its timeout (a large
  // catalog) is tried again and goes on where it stopped.
  'media.phone-previews': {
    attempts: 5,
    backoffMs: 10_000,
    timeoutMs: 10 * 60_000,
    concurrency: 1,
  },
  // Every minute, like media.publish-due; it only queues, the sends are their own jobs.
  'reminders.tick': { attempts: 1, backoffMs: 1_000, timeoutMs: 5 * 60_000, concurrency: 1 },
  // Mail's retries (about three hours of SMTP outage), with time for three pictures; two at once
  // keep the image pool busy without starving downloads.
  'reminders.send': { attempts: 12, backoffMs: 5_000, timeoutMs: 2 * 60_000, concurrency: 2 },
};

export const STAMP_SCHEDULES: JobSchedule<StampJobs>[] = [
  { name: 'downloads.sweep', pattern: '*/5 * * * *' },
  // A scheduled item goes public within a minute of its time (issue 16).
  { name: 'media.publish-due', pattern: '* * * * *' },
  // Reminder slots go out within a minute of their time (issue 17); see reminder-runs.service.ts.
  { name: 'reminders.tick', pattern: '* * * * *' },
];

/** Lower runs first: a member's render never waits behind free ones. */
export const JOB_PRIORITY = { member: 1, normal: 5, free: 10 } as const;
