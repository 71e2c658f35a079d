import { and, asc, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { festivals, reminderChoices, reminderSettings, users } from '../../db/schema';

export interface ReminderRow {
  region: string | null;
  feedTokenHash: string | null;
  feedTokenNonce: string | null;
}

/** A user's reminder choices and calendar-feed token (only its hash and nonce are kept). */
export function createRemindersRepo(db: Database) {
  return {
    async settings(userId: string): Promise<ReminderRow | undefined> {
      const [row] = await db
        .select({
          region: reminderSettings.region,
          feedTokenHash: reminderSettings.feedTokenHash,
          feedTokenNonce: reminderSettings.feedTokenNonce,
        })
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, userId));
      return row;
    },

    /** The festivals chosen one by one, in the order they were chosen. */
    async choices(userId: string): Promise<string[]> {
      const rows = await db
        .select({ festivalId: reminderChoices.festivalId })
        .from(reminderChoices)
        .where(eq(reminderChoices.userId, userId))
        .orderBy(asc(reminderChoices.createdAt), asc(reminderChoices.festivalId));
      return rows.map((row) => row.festivalId);
    },

    /** Of `ids`, those that name no festival. */
    async unknownFestivals(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: festivals.id })
        .from(festivals)
        .where(inArray(festivals.id, ids));
      const known = new Set(rows.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },

    /**
     * Makes the choices exactly `festivalIds` (kept ones keep their date) and sets the region. Run
     * it in a transaction: the settings row is written first, so its lock queues a second
     * replacement of the same user's choices behind this one instead of mixing the two.
     */
    async replace(userId: string, festivalIds: string[], region: string | null): Promise<void> {
      await db
        .insert(reminderSettings)
        .values({ userId, region })
        .onConflictDoUpdate({ target: reminderSettings.userId, set: { region } });
      await db
        .delete(reminderChoices)
        .where(
          and(
            eq(reminderChoices.userId, userId),
            festivalIds.length > 0
              ? notInArray(reminderChoices.festivalId, festivalIds)
              : undefined,
          ),
        );
      if (festivalIds.length > 0) {
        await db
          .insert(reminderChoices)
          .values(festivalIds.map((festivalId) => ({ userId, festivalId })))
          .onConflictDoNothing();
      }
    },

    /**
     * Gives the user a feed nonce unless they have one (two first visits at once keep the first),
     * and returns the row as it then is.
     */
    async ensureFeed(userId: string, feed: { nonce: string; hash: string }): Promise<ReminderRow> {
      const values = { feedTokenNonce: feed.nonce, feedTokenHash: feed.hash };
      await db
        .insert(reminderSettings)
        .values({ userId, ...values, feedTokenCreatedAt: new Date() })
        .onConflictDoNothing();
      await db
        .update(reminderSettings)
        .set({ ...values, feedTokenCreatedAt: new Date() })
        .where(and(eq(reminderSettings.userId, userId), isNull(reminderSettings.feedTokenNonce)));
      const row = await this.settings(userId);
      if (!row) throw new Error('reminder settings vanished after being written');
      return row;
    },

    /** A new feed token, replacing the old one (whose address then opens nothing). */
    async replaceFeed(userId: string, feed: { nonce: string; hash: string }): Promise<void> {
      const values = {
        feedTokenNonce: feed.nonce,
        feedTokenHash: feed.hash,
        feedTokenCreatedAt: new Date(),
      };
      await db
        .insert(reminderSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: reminderSettings.userId, set: values });
    },

    /** Re-stores the hash of a nonce's token (the app secret it is derived with has changed). */
    async rehashFeed(userId: string, nonce: string, hash: string): Promise<void> {
      await db
        .update(reminderSettings)
        .set({ feedTokenHash: hash })
        .where(
          and(eq(reminderSettings.userId, userId), eq(reminderSettings.feedTokenNonce, nonce)),
        );
    },

    /**
     * No festival chosen and no region (the one-click unsubscribe); the calendar feed stays.
     * Returns whether anything changed.
     */
    async clear(userId: string): Promise<boolean> {
      const choices = await db
        .delete(reminderChoices)
        .where(eq(reminderChoices.userId, userId))
        .returning({ festivalId: reminderChoices.festivalId });
      const settings = await db
        .update(reminderSettings)
        .set({ region: null })
        .where(and(eq(reminderSettings.userId, userId), isNotNull(reminderSettings.region)))
        .returning({ userId: reminderSettings.userId });
      return choices.length + settings.length > 0;
    },

    /** Whose feed a token's hash opens, or undefined (a disabled account's opens nothing). */
    async userByFeedHash(hash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: reminderSettings.userId })
        .from(reminderSettings)
        .innerJoin(users, eq(users.id, reminderSettings.userId))
        .where(and(eq(reminderSettings.feedTokenHash, hash), isNull(users.disabledAt)));
      return row?.userId;
    },
  };
}
