import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  festivalDates,
  festivals,
  type REMINDER_SEND_STATUSES,
  type ReminderSlot,
  reminderChoices,
  reminderRuns,
  reminderSends,
  reminderSettings,
  users,
} from '../../db/schema';
import { observedIn } from './festivals.repo';

/** One reminder e-mail: a user, a festival's day and a slot (`reminder_sends`' key). */
export interface SendKey {
  userId: string;
  festivalId: string;
  /** The festival's day. */
  date: string;
  slot: ReminderSlot;
}

export interface SendRow extends SendKey {
  status: (typeof REMINDER_SEND_STATUSES)[number];
  round: number;
}

type Pair = { userId: string; festivalId: string };

// Rows a statement writes at most: well inside PostgreSQL's 65,535 bind parameters.
const CHUNK = 1000;

/** The columns of a SendRow. */
const sendColumns = {
  userId: reminderSends.userId,
  festivalId: reminderSends.festivalId,
  date: reminderSends.date,
  slot: reminderSends.slot,
  status: reminderSends.status,
  round: reminderSends.round,
};

const keyOf = (key: SendKey) =>
  and(
    eq(reminderSends.userId, key.userId),
    eq(reminderSends.festivalId, key.festivalId),
    eq(reminderSends.date, key.date),
    eq(reminderSends.slot, key.slot),
  );

/**
 * The reminder runs' bookkeeping: who is reminded of which festival day, which e-mails are
 * queued or sent (`reminder_sends`), and which slots have run (`reminder_runs`).
 */
export function createReminderRunsRepo(db: Database) {
  /**
   * Who wants a reminder of each festival now: chosen one by one, or observed in their region
   * (or across India). Disabled accounts are left out. (Addresses are not verified in Stamp: an
   * account's e-mail is the one it signs in with.)
   */
  function recipientsQuery(festivalIds: string[], userId?: string) {
    const enabled = and(isNull(users.disabledAt), userId ? eq(users.id, userId) : undefined);
    const chosen = db
      .select({ userId: reminderChoices.userId, festivalId: reminderChoices.festivalId })
      .from(reminderChoices)
      .innerJoin(users, eq(users.id, reminderChoices.userId))
      .where(and(inArray(reminderChoices.festivalId, festivalIds), enabled));
    const regional = db
      .select({ userId: reminderSettings.userId, festivalId: festivals.id })
      .from(reminderSettings)
      .innerJoin(festivals, observedIn(sql`${reminderSettings.region}`))
      .innerJoin(users, eq(users.id, reminderSettings.userId))
      .where(and(isNotNull(reminderSettings.region), inArray(festivals.id, festivalIds), enabled));
    return union(chosen, regional);
  }

  return {
    /** The festivals whose (first) day is `date`. */
    async festivalsOn(date: string): Promise<string[]> {
      const rows = await db
        .select({ id: festivalDates.festivalId })
        .from(festivalDates)
        .where(eq(festivalDates.date, date))
        .orderBy(asc(festivalDates.festivalId));
      return rows.map((row) => row.id);
    },

    async recipients(festivalIds: string[]): Promise<Pair[]> {
      if (festivalIds.length === 0) return [];
      return recipientsQuery(festivalIds);
    },

    /** Whether `userId` (an enabled account) still wants reminders of `festivalId`. */
    async wants(userId: string, festivalId: string): Promise<boolean> {
      const rows = await recipientsQuery([festivalId], userId);
      return rows.length > 0;
    },

    /**
     * Notes an e-mail to each recipient that has none yet for this day and slot (`queued`), and
     * queues again those that failed or were skipped (a new round). Returns how many it queued:
     * rows another run had already written are not counted, so two runs at once count each
     * e-mail once.
     */
    async queue(recipients: Pair[], date: string, slot: ReminderSlot): Promise<number> {
      let queued = 0;
      for (let start = 0; start < recipients.length; start += CHUNK) {
        const chunk = recipients.slice(start, start + CHUNK);
        const inserted = await db
          .insert(reminderSends)
          .values(chunk.map((pair) => ({ ...pair, date, slot, status: 'queued' as const })))
          .onConflictDoNothing()
          .returning({ userId: reminderSends.userId });
        queued += inserted.length;
      }
      const byFestival = new Map<string, string[]>();
      for (const { userId, festivalId } of recipients) {
        byFestival.set(festivalId, [...(byFestival.get(festivalId) ?? []), userId]);
      }
      for (const [festivalId, userIds] of byFestival) {
        for (let start = 0; start < userIds.length; start += CHUNK) {
          // A row already queued or sent again is left as it is: the statement re-reads each
          // row it waited on, so of two runs at once only one moves a row to the next round.
          const requeued = await db
            .update(reminderSends)
            .set({ status: 'queued', round: sql`${reminderSends.round} + 1` })
            .where(
              and(
                eq(reminderSends.festivalId, festivalId),
                eq(reminderSends.date, date),
                eq(reminderSends.slot, slot),
                inArray(reminderSends.userId, userIds.slice(start, start + CHUNK)),
                inArray(reminderSends.status, ['failed', 'skipped']),
              ),
            )
            .returning({ userId: reminderSends.userId });
          queued += requeued.length;
        }
      }
      return queued;
    },

    /** The e-mails of these festivals' day and slot that are queued and not sent yet. */
    async queued(festivalIds: string[], date: string, slot: ReminderSlot): Promise<SendRow[]> {
      if (festivalIds.length === 0) return [];
      return db
        .select(sendColumns)
        .from(reminderSends)
        .where(
          and(
            inArray(reminderSends.festivalId, festivalIds),
            eq(reminderSends.date, date),
            eq(reminderSends.slot, slot),
            eq(reminderSends.status, 'queued'),
          ),
        );
    },

    /** The slots of business day `day` that have run. */
    async ranSlots(day: string): Promise<ReminderSlot[]> {
      const rows = await db
        .select({ slot: reminderRuns.slot })
        .from(reminderRuns)
        .where(eq(reminderRuns.day, day));
      return rows.map((row) => row.slot);
    },

    async recordRun(day: string, slot: ReminderSlot, queued: number): Promise<void> {
      await db.insert(reminderRuns).values({ day, slot, queued }).onConflictDoNothing();
    },

    async find(key: SendKey): Promise<SendRow | undefined> {
      const [row] = await db.select(sendColumns).from(reminderSends).where(keyOf(key));
      return row;
    },

    /** The row of an e-mail whose job came without one (written by a run before its job). */
    async ensure(key: SendKey, round: number): Promise<void> {
      await db
        .insert(reminderSends)
        .values({ ...key, status: 'queued', round })
        .onConflictDoNothing();
    },

    /** Ends an e-mail of round `round`: sent (a sent one stays sent), or skipped. */
    async finish(key: SendKey, round: number, status: 'sent' | 'skipped'): Promise<void> {
      await db
        .update(reminderSends)
        .set({ status, ...(status === 'sent' ? { sentAt: new Date() } : {}) })
        .where(
          and(keyOf(key), eq(reminderSends.round, round), sql`${reminderSends.status} <> 'sent'`),
        );
    },

    /** Its job gave up: idempotent, and only for the round that job was queued for. */
    async fail(key: SendKey, round: number): Promise<void> {
      await db
        .update(reminderSends)
        .set({ status: 'failed' })
        .where(and(keyOf(key), eq(reminderSends.round, round), eq(reminderSends.status, 'queued')));
    },
  };
}
export type ReminderRunsRepo = ReturnType<typeof createReminderRunsRepo>;
