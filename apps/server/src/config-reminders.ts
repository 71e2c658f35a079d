import { z } from 'zod';

/** A time of day in the business time zone, `HH:MM` on a 24-hour clock. */
const timeOfDay = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, from 00:00 to 23:59')
    .default(fallback);

/** When festival reminders go out, a part of config.ts's schema (issue 17: 09:00 and 07:00). */
export const remindersEnvSchema = z.object({
  REMINDER_BEFORE_TIME: timeOfDay('09:00'),
  REMINDER_DAY_TIME: timeOfDay('07:00'),
  REMINDER_DAYS_BEFORE: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 14' })
    .int('must be a whole number of days from 1 to 14')
    .min(1, 'must be a whole number of days from 1 to 14')
    .max(14, 'must be a whole number of days from 1 to 14')
    .default(3),
});
type RemindersEnv = z.infer<typeof remindersEnvSchema>;

export interface RemindersConfig {
  /** Days before a festival that the first e-mail goes out. */
  daysBefore: number;
  /** `HH:MM` in the business time zone: the e-mail `daysBefore` days ahead. */
  beforeTime: string;
  /** `HH:MM` in the business time zone: the e-mail on the morning of the day. */
  dayTime: string;
}

export function remindersConfig(env: RemindersEnv): RemindersConfig {
  return {
    daysBefore: env.REMINDER_DAYS_BEFORE,
    beforeTime: env.REMINDER_BEFORE_TIME,
    dayTime: env.REMINDER_DAY_TIME,
  };
}
