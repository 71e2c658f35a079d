import type { ContactBody } from '@stamp/shared/schemas/contact';
import type { Mailer } from '../../adapters/mail/mailer';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Database } from '../../db/client';
import { createContactRepo } from './contact.repo';

export interface ContactServiceDeps {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  supportEmail: string;
  log: { error(obj: object, msg: string): void };
}

/** The message is stored before it is mailed: a mail outage never loses a customer's words. */
export function createContactService({
  db,
  mailer,
  limiter,
  supportEmail,
  log,
}: ContactServiceDeps) {
  const repo = createContactRepo(db);
  const notify = (message: Parameters<Mailer['send']>[0]) =>
    mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error }, 'support mail failed'));

  return {
    async sendMessage(input: ContactBody, ip: string): Promise<void> {
      await limiter.consume('contactPerIp', ip);
      await repo.insertMessage(input);
      void notify({
        to: supportEmail,
        replyTo: input.email,
        subject: `[Contact · ${input.inquiryType}] ${input.subject || `Message from ${input.name}`}`,
        text: `From: ${input.name} <${input.email}>\nType: ${input.inquiryType}\n\n${input.message}`,
      });
    },

    async requestCustomWork(email: string, ip: string): Promise<void> {
      await limiter.consume('contactPerIp', ip);
      if (!(await repo.addCustomWorkRequest(email))) return;
      void notify({
        to: supportEmail,
        replyTo: email,
        subject: `[Custom work] Request from ${email}`,
        text: `${email} asked for custom work through the website footer. Reply to this e-mail to reach them.`,
      });
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
