import { reminderRunEnvelopeSchema, reminderRunSchema } from '@stamp/shared/schemas/festivals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReminderRunsService } from '../festivals/reminder-runs.service';
import { operatorOf, operatorTag } from './admin-auth';

// It sends e-mail to every reminded account: the admin's, not an editor's.
const tags = [operatorTag('reminders')];

const RUN_DESCRIPTION =
  'Runs the festival reminder slots due at `at`, to send what an outage missed. Due means: ' +
  'every slot of the business day of `at` (BUSINESS_TIME_ZONE) whose send time ' +
  '(REMINDER_DAY_TIME, REMINDER_BEFORE_TIME) is at or before the time of `at`, whether or not ' +
  'it ran then; so `at` set to the end of a missed day runs both of its slots. Idempotent: ' +
  'e-mails already sent or queued are not queued again (`queued` counts only new ones), while ' +
  'those whose sending failed for good are queued again. Festivals that have passed get none. ' +
  '`at` may not be later than now (400), and must carry its offset ' +
  '(`2026-11-05T09:00:00+05:30`).';

/** Festival reminders in the console: running missed slots. */
export function adminRemindersRoutes(runs: ReminderRunsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/admin/reminders/run',
      {
        schema: {
          tags,
          description: RUN_DESCRIPTION,
          body: reminderRunSchema,
          response: { 200: reminderRunEnvelopeSchema },
        },
      },
      async (request) => {
        const data = await runs.runAt(new Date(request.body.at), operatorOf(request));
        const noun = data.queued === 1 ? 'e-mail' : 'e-mails';
        return { success: true as const, message: `${data.queued} reminder ${noun} queued`, data };
      },
    );
  };
}
