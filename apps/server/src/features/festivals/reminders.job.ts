import { type JobHandler, jobDone, jobRetry } from '../../jobs/job-types';
import type { ReminderRunsService } from './reminder-runs.service';
import type { ReminderSendData, ReminderSendService } from './reminder-send.service';

/**
 * The `reminders.tick` job (every minute): the reminder slots of today whose time has come and
 * that have not run. A failed tick is replaced by the next minute's.
 */
export function createReminderTickJob(
  runs: Pick<ReminderRunsService, 'tick'>,
): JobHandler<Record<string, never>> {
  return {
    async run() {
      await runs.tick();
      return jobDone();
    },
  };
}

/**
 * The `reminders.send` job: one reminder e-mail, sent once (reminder-send.service.ts). Anything
 * that goes wrong (the SMTP server down or refusing, the database away) is tried again with the
 * job's doubling backoff, so an outage delays reminders and loses none; when the tries run out
 * the row says `failed` and an operator's run queues it again.
 */
export function createReminderSendJob(deps: {
  send: Pick<ReminderSendService, 'send' | 'failed'>;
  log: { error(obj: object, msg: string): void };
}): JobHandler<ReminderSendData> {
  return {
    async run(job) {
      try {
        await deps.send.send(job.data, job.signal);
        return jobDone();
      } catch (error) {
        return jobRetry(error instanceof Error ? error.message : String(error));
      }
    },
    async failed(data, reason) {
      await deps.send.failed(data);
      deps.log.error(
        { userId: data.userId, festivalId: data.festivalId, slot: data.slot, reason },
        'festival reminder given up',
      );
    },
  };
}
