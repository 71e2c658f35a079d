import { type JobHandler, jobDone, jobRetry } from '../../jobs/job-types';
import type { Mailer, MailMessage } from './mailer';

/**
 * The `mail.send` job: one message through the mailer. A refusal or an outage is retried with
 * a doubling backoff, so a down SMTP server delays mail and loses none; a message that still
 * fails after every try is logged with its recipient and subject (never its body: reset links).
 */
export function createMailJob(deps: {
  mailer: Mailer;
  log: { error(obj: object, msg: string): void };
}): JobHandler<MailMessage> {
  return {
    async run(job) {
      try {
        await deps.mailer.send(job.data);
        return jobDone();
      } catch (error) {
        return jobRetry(error instanceof Error ? error.message : String(error));
      }
    },
    async failed(message, reason) {
      deps.log.error({ to: message.to, subject: message.subject, reason }, 'mail given up');
    },
  };
}
