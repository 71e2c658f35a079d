import { z } from 'zod';
import { FESTIVAL_KINDS, FESTIVAL_REGION_SLUGS } from '../festivals/festival-vocabulary';
import { mediaSchema } from './catalog';
import { okEnvelope } from './envelope';
import { idSchema } from './id-schema';

/**
 * The festival calendar's API (`/api/v1/user/festivals…`, `/api/v1/user/reminders…`,
 * `/api/v1/calendar/…` and the operator's `/api/v1/admin/festivals…`). Days are calendar days
 * in the business time zone (BUSINESS_TIME_ZONE), written `YYYY-MM-DD`.
 */

/** The longest range one calendar request may ask for: a year, leap day included. */
export const FESTIVAL_RANGE_MAX_DAYS = 366;
/** How far ahead the Upcoming row may look. */
export const UPCOMING_DAYS_MAX = 90;
export const UPCOMING_DAYS_DEFAULT = 30;
/** Creatives shown with each festival (the Upcoming row's strip, a calendar day's panel). */
export const FESTIVAL_CREATIVES_MAX = 6;
/** The most festivals one account can ask to be reminded of, one by one. */
export const REMINDER_FESTIVALS_MAX = 200;

export const festivalKindSchema = z.enum(FESTIVAL_KINDS, {
  error: `kind must be one of ${FESTIVAL_KINDS.join(', ')}`,
});
export type { FestivalKind, FestivalRegionSlug } from '../festivals/festival-vocabulary';

export const festivalRegionSchema = z
  .string()
  .refine((value) => (FESTIVAL_REGION_SLUGS as readonly string[]).includes(value), {
    error: 'region must be one of the regions the calendar lists',
  });

/** A real calendar day, `YYYY-MM-DD` (2026-02-30 is refused, not rolled over). */
export const calendarDaySchema = z
  .string()
  // abort: the day check below runs only on text of the right shape.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates must look like 2026-11-08', abort: true })
  .refine(isRealDay, 'That date does not exist');

function isRealDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  // An invalid Date (from text of another shape) would make toISOString throw.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema], {
      // The filter's own message ("kind must be one of …"), not the union's "Invalid input":
      // the empty string only means "no filter".
      error: (issue) =>
        issue.code === 'invalid_union' ? issue.errors[1]?.[0]?.message : undefined,
    })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * `GET /api/v1/user/festivals?from=&to=&region=&kind=`. `from` defaults to today and `to` to 30
 * days after `from`; a range that runs backwards or over a year is refused. A region keeps the
 * festivals observed there and those observed across India.
 */
export const festivalsQuerySchema = z
  .object({
    from: optionalFilter(calendarDaySchema),
    to: optionalFilter(calendarDaySchema),
    region: optionalFilter(festivalRegionSchema),
    kind: optionalFilter(festivalKindSchema),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const days = daysBetween(query.from, query.to);
    if (days < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    } else if (days > FESTIVAL_RANGE_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Ask for at most ${FESTIVAL_RANGE_MAX_DAYS} days at a time`,
      });
    }
  });
export type FestivalsQuery = z.infer<typeof festivalsQuerySchema>;

/** `GET /api/v1/user/festivals/upcoming?days=30`. */
export const upcomingQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, `days must be between 1 and ${UPCOMING_DAYS_MAX}`)
    .max(UPCOMING_DAYS_MAX, `days must be between 1 and ${UPCOMING_DAYS_MAX}`)
    .default(UPCOMING_DAYS_DEFAULT),
  region: optionalFilter(festivalRegionSchema),
});
export type UpcomingQuery = z.infer<typeof upcomingQuerySchema>;

/** One festival on one day (a festival that comes back each year is one of these a year). */
export const festivalSchema = z.object({
  /** The festival (the same every year): what reminders and the operator's link refer to. */
  _id: z.string(),
  key: z.string(),
  name: z.string(),
  nameHi: z.string(),
  kind: festivalKindSchema,
  /** Region slugs where it is mainly observed; empty when it is observed across India. */
  regions: z.array(z.string()),
  date: z.string(),
  /** The last day of a festival of several days (Navratri, Durga Puja, Pongal); else null. */
  endDate: z.string().nullable(),
  /** Days from today to `date` in the business time zone: 0 today, 1 tomorrow. */
  daysAway: z.number().int(),
  /** The catalog's sub-category with its creatives, as the operator linked it; else null. */
  subCategory: z.object({ _id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  /** Up to FESTIVAL_CREATIVES_MAX of its published creatives, newest first. */
  creatives: z.array(mediaSchema),
  /** The signed-in user asked to be reminded of it (one by one or through their region). */
  reminded: z.boolean(),
});
export type Festival = z.infer<typeof festivalSchema>;

/** Lists keep `data` as the list itself; `today` is the day `daysAway` counts from. */
export const festivalsEnvelopeSchema = okEnvelope(z.array(festivalSchema)).extend({
  today: z.string(),
});

/** `GET /api/v1/user/reminders`: the signed-in user's reminder choices and calendar feed. */
export const reminderSettingsSchema = z.object({
  /** Festivals chosen one by one with "Remind me". */
  festivalIds: z.array(z.string()),
  /** "All festivals in my region": every festival observed there or across India; else null. */
  region: z.string().nullable(),
  /** The private calendar feed's address (a secret: anyone with it can read the feed). */
  feedUrl: z.string(),
  /** When the e-mails go out, in the business time zone: `HH:MM`. */
  sendTimes: z.object({ daysBefore: z.number().int(), before: z.string(), onTheDay: z.string() }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export const reminderSettingsEnvelopeSchema = okEnvelope(reminderSettingsSchema);

/** `PUT /api/v1/user/reminders`: the whole set of choices, replacing the one before. */
export const reminderSettingsUpdateSchema = z.object({
  festivalIds: z
    .array(idSchema)
    .max(REMINDER_FESTIVALS_MAX, `Choose at most ${REMINDER_FESTIVALS_MAX} festivals`)
    .transform((ids) => [...new Set(ids)]),
  region: festivalRegionSchema.nullable(),
});
export type ReminderSettingsUpdate = z.infer<typeof reminderSettingsUpdateSchema>;

/** `POST /api/v1/user/reminders/feed`: a new feed address; the old one stops working at once. */
export const feedUrlEnvelopeSchema = okEnvelope(z.object({ feedUrl: z.string() }));

/** The festival as the operator sees it (`GET /api/v1/admin/festivals`). */
export const adminFestivalSchema = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.string(),
  nameHi: z.string(),
  kind: festivalKindSchema,
  regions: z.array(z.string()),
  /** Its next day from today, or null when the data holds no later one. */
  nextDate: z.string().nullable(),
  subCategory: z
    .object({
      _id: z.string(),
      name: z.string(),
      category: z.object({ _id: z.string(), name: z.string() }),
    })
    .nullable(),
  /** Accounts that asked for it one by one. */
  reminderCount: z.number().int(),
});
export type AdminFestival = z.infer<typeof adminFestivalSchema>;
export const adminFestivalsEnvelopeSchema = okEnvelope(z.array(adminFestivalSchema));
/** The festival after `PUT /api/v1/admin/festivals/:id`. */
export const adminFestivalEnvelopeSchema = okEnvelope(adminFestivalSchema);

/** `PUT /api/v1/admin/festivals/:id`: links (or unlinks, with null) its sub-category. */
export const adminFestivalLinkSchema = z.object({ subCategoryId: idSchema.nullable() });

/**
 * `POST /api/v1/reminders/unsubscribe?token=…` (a reminder e-mail's one-click unsubscribe, RFC
 * 8058, and the web page's button) and its `GET`, which changes nothing. The token is signed for
 * one account; what it says is checked by the server (a tampered one is a 400).
 */
export const reminderUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'This unsubscribe link is incomplete' })
    .min(1, 'This unsubscribe link is incomplete')
    .max(200, 'This unsubscribe link is not valid'),
});
export type ReminderUnsubscribeQuery = z.infer<typeof reminderUnsubscribeQuerySchema>;

/** `POST /api/v1/admin/reminders/run`: runs the reminder slots due at `at`, once. */
export const reminderRunSchema = z.object({
  at: z.iso.datetime({
    offset: true,
    error: 'at must be an ISO time, like 2026-11-05T09:00:00+05:30',
  }),
});
export const reminderRunEnvelopeSchema = okEnvelope(
  z.object({
    /** The slots that were due at `at`: each festival, its day and which e-mail. */
    slots: z.array(
      z.object({
        festivalId: z.string(),
        date: z.string(),
        slot: z.enum(['before', 'on-the-day']),
      }),
    ),
    /** E-mails queued by this run; those already sent or queued before are not counted. */
    queued: z.number().int(),
  }),
);
