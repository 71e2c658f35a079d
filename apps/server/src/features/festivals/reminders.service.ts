import type { ReminderSettings, ReminderSettingsUpdate } from '@stamp/shared/schemas/festivals';
import type { RemindersConfig } from '../../config-reminders';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { feedSecret, newFeedSecret } from './feed-token';
import { createRemindersRepo, type ReminderRow } from './reminders.repo';
import { unsubscribeUser } from './unsubscribe-token';

/** A user's reminder choices and private calendar feed. */
export function createRemindersService(deps: {
  db: Database;
  appSecret: string;
  publicUrl: URL;
  reminders: RemindersConfig;
}) {
  const repo = createRemindersRepo(deps.db);
  const feedUrl = (token: string) => new URL(`/api/v1/calendar/${token}.ics`, deps.publicUrl).href;
  const sendTimes = {
    daysBefore: deps.reminders.daysBefore,
    before: deps.reminders.beforeTime,
    onTheDay: deps.reminders.dayTime,
  };

  /** The feed's token, made on the first visit; re-hashed if the app secret has changed since. */
  async function feedToken(userId: string, row: ReminderRow | undefined): Promise<string> {
    let current = row;
    if (!current?.feedTokenNonce) {
      const fresh = newFeedSecret(deps.appSecret, userId);
      current = await repo.ensureFeed(userId, fresh);
    }
    const nonce = current.feedTokenNonce;
    if (!nonce) throw new Error('the calendar feed has no nonce after being given one');
    const secret = feedSecret(deps.appSecret, userId, nonce);
    if (secret.hash !== current.feedTokenHash) await repo.rehashFeed(userId, nonce, secret.hash);
    return secret.token;
  }

  async function settingsOf(userId: string): Promise<ReminderSettings> {
    const [row, festivalIds] = await Promise.all([repo.settings(userId), repo.choices(userId)]);
    return {
      festivalIds,
      region: row?.region ?? null,
      feedUrl: feedUrl(await feedToken(userId, row)),
      sendTimes,
    };
  }

  return {
    get: settingsOf,

    /** Replaces the whole set of choices; a festival id that names nothing is refused. */
    async replace(userId: string, update: ReminderSettingsUpdate): Promise<ReminderSettings> {
      await deps.db.transaction(async (tx) => {
        const inTx = createRemindersRepo(tx);
        const unknown = await inTx.unknownFestivals(update.festivalIds);
        if (unknown.length > 0) {
          const more = unknown.length > 1 ? ` (and ${unknown.length - 1} more)` : '';
          const message = `No festival has the id ${unknown[0]}${more}`;
          throw new AppError({
            statusCode: 400,
            message,
            code: 'VALIDATION_FAILED',
            fields: { festivalIds: message },
          });
        }
        await inTx.replace(userId, update.festivalIds, update.region);
      });
      return settingsOf(userId);
    },

    /**
     * A reminder e-mail's one-click unsubscribe: the token's account chooses no festival and no
     * region from now on (its calendar feed stays). A token this server did not sign is a 400 and
     * changes nothing; an account deleted since has nothing left to stop.
     */
    async unsubscribe(token: string): Promise<void> {
      const userId = unsubscribeUser(deps.appSecret, token);
      if (!userId) {
        throw new AppError({
          statusCode: 400,
          message:
            'This unsubscribe link is not valid. Open it again from the e-mail, or turn reminders off in the calendar.',
          code: 'UNSUBSCRIBE_LINK_INVALID',
        });
      }
      await deps.db.transaction((tx) => createRemindersRepo(tx).clear(userId));
    },

    /** A new feed address; the old one answers 404 from now on. */
    async regenerateFeed(userId: string): Promise<{ feedUrl: string }> {
      const fresh = newFeedSecret(deps.appSecret, userId);
      await repo.replaceFeed(userId, fresh);
      return { feedUrl: feedUrl(fresh.token) };
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
