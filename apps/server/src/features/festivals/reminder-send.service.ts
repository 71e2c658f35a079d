import { EDITOR_DEFAULTS, restoreSettings } from '@stamp/shared/editor/settings';
import { daysBetween } from '@stamp/shared/schemas/festivals';
import type { InlineImage, Mailer } from '../../adapters/mail/mailer';
import type { MediaTools } from '../../adapters/media/media-tools';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import { mailLanguage } from '../../lib/mail-language';
import { isMembershipActive } from '../account/user-entity';
import { type ReminderPicture, reminderEmail } from './reminder-email';
import { createReminderMailRepo, type ReminderBrand } from './reminder-mail.repo';
import { createReminderRunsRepo, type SendKey } from './reminder-runs.repo';
import { unsubscribeToken } from './unsubscribe-token';

/** What a `reminders.send` job carries: one e-mail, and the round it was queued in. */
export interface ReminderSendData extends SendKey {
  round: number;
}

/** The creatives an e-mail shows (issue 17: three), and their width: the e-mail's own. */
export const REMINDER_PICTURES = 3;
export const PICTURE_WIDTH = 600;

export type SendOutcome = 'sent' | 'already-sent' | 'skipped' | 'superseded';

type Log = { warn(obj: object, msg: string): void };

/**
 * The job's idempotency key for one e-mail. A round after the first (queued again after a failure
 * or a skip) gets its own: the job runner keeps an ended job's key for about a week.
 */
export function reminderJobKey(send: SendKey & { round: number }): string {
  const base = `reminder:${send.userId}:${send.festivalId}:${send.date}:${send.slot}`;
  return send.round === 0 ? base : `${base}:round-${send.round}`;
}

/**
 * Sends one reminder e-mail, once. The job runner runs one try of a key at a time, and the row in
 * `reminder_sends` is what survives: a row already `sent` sends nothing, so a job run again (a
 * second run, a second process, a restart between the send and the job's end) is a no-op.
 *
 * What remains: a crash after the SMTP server accepted the message and before the row says
 * `sent`. The next try sends it again; that cannot be closed from this side (SMTP has no
 * "did you get it?"). The Message-ID is derived from the row's key, not random, so such a
 * duplicate carries the same id as the first: mail clients and providers that de-duplicate by
 * Message-ID drop it, and it is visible in the mail server's log as one id delivered twice.
 */
export function createReminderSendService(deps: {
  db: Database;
  storage: Pick<Storage, 'get'>;
  media: Pick<MediaTools, 'renderPicture'>;
  mailer: Mailer;
  publicUrl: URL;
  appSecret: string;
  timeZone: string;
  now: () => Date;
  log: Log;
}) {
  const runs = createReminderRunsRepo(deps.db);
  const content = createReminderMailRepo(deps.db);
  const url = (path: string) => new URL(path, deps.publicUrl).href;

  async function pictures(
    subCategoryId: string | null,
    brand: ReminderBrand,
    watermark: boolean,
  ): Promise<{ images: InlineImage[]; shown: ReminderPicture[] }> {
    const creatives = subCategoryId
      ? await content.creatives(subCategoryId, REMINDER_PICTURES)
      : [];
    if (creatives.length === 0) return { images: [], shown: [] };
    const bannerText = [brand.businessName, brand.phone].filter((part) => part.trim()).join(' · ');
    // The kit's look, its business as the banner: what the item page shows with ?brand=kit.
    const settings = restoreSettings({ ...asObject(brand.defaults), bannerText }, EDITOR_DEFAULTS);
    const logo = brand.logoKey ? await deps.storage.get(brand.logoKey).catch(() => null) : null;
    const images: InlineImage[] = [];
    const shown: ReminderPicture[] = [];
    for (const creative of creatives) {
      try {
        const original = await deps.storage.get(creative.previewKey);
        const picture = await deps.media.renderPicture({
          original,
          logo,
          settings,
          watermark,
          width: PICTURE_WIDTH,
        });
        const cid = `${creative.id}@stamp`;
        images.push({
          cid,
          filename: `${creative.id}.jpg`,
          contentType: 'image/jpeg',
          content: picture.jpeg,
        });
        shown.push({
          cid,
          title: creative.title,
          width: picture.width,
          height: picture.height,
          link: url(`/${creative.id}?brand=kit`),
        });
      } catch (error) {
        // One unreadable creative leaves one picture out, not the reminder.
        deps.log.warn({ err: error, mediaId: creative.id }, 'a reminder picture was left out');
      }
    }
    return { images, shown };
  }

  return {
    /**
     * `signal`: the job's (a shutdown hands the job back). It is checked before each step that
     * takes time and last just before the message goes, so a stopped job sends nothing after.
     */
    async send(job: ReminderSendData, signal?: AbortSignal): Promise<SendOutcome> {
      const key: SendKey = {
        userId: job.userId,
        festivalId: job.festivalId,
        date: job.date,
        slot: job.slot,
      };
      const [reader, festival] = await Promise.all([
        content.reader(job.userId),
        content.festival(job.festivalId),
      ]);
      // Deleted since it was queued: its row went with the account or the festival.
      if (!reader || !festival) return 'skipped';
      await runs.ensure(key, job.round);
      const row = await runs.find(key);
      if (!row) return 'skipped';
      if (row.status === 'sent') return 'already-sent';
      if (row.round !== job.round) return 'superseded';

      // Asked again at send time: an unsubscribe, a changed choice or a disabled account since
      // the run stops it, and so does a festival that has passed while SMTP was down.
      const today = businessDay(deps.timeZone, deps.now());
      const wanted =
        !reader.disabled && job.date >= today && (await runs.wants(job.userId, job.festivalId));
      if (!wanted) {
        await runs.finish(key, job.round, 'skipped');
        return 'skipped';
      }

      signal?.throwIfAborted();
      const member = isMembershipActive(reader.membership);
      const brand = await content.brand(job.userId);
      const { images, shown } = await pictures(festival.subCategoryId, brand, !member);
      const token = unsubscribeToken(deps.appSecret, job.userId);
      const message = reminderEmail({
        to: reader.email,
        name: reader.fullName,
        festival: { name: festival.name, nameHi: festival.nameHi, date: job.date },
        daysAway: daysBetween(today, job.date),
        pictures: shown,
        watermarked: !member,
        links: {
          calendar: url('/calendar'),
          unsubscribePage: url(`/reminders/unsubscribe?token=${token}`),
          unsubscribeOneClick: url(`/api/v1/reminders/unsubscribe?token=${token}`),
        },
        messageId: reminderMessageId(key, deps.publicUrl),
        language: mailLanguage(reader),
      });
      signal?.throwIfAborted();
      await deps.mailer.send({ ...message, images });
      await runs.finish(key, job.round, 'sent');
      return 'sent';
    },

    /** The job gave up (its tries used up): the row says so, and an operator's run retries it. */
    async failed(job: ReminderSendData): Promise<void> {
      const { round, ...key } = job;
      await runs.fail(key, round);
    },
  };
}
export type ReminderSendService = ReturnType<typeof createReminderSendService>;

/** The same for every try of one e-mail: `<reminder.<user>.<festival>.<day>.<slot>@host>`. */
export function reminderMessageId(key: SendKey, publicUrl: URL): string {
  return `<reminder.${key.userId}.${key.festivalId}.${key.date}.${key.slot}@${publicUrl.hostname}>`;
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
