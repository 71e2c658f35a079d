import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contactMessages, newsletter } from '../../db/schema';

export type InboxStatus = 'all' | 'handled' | 'unhandled';
export type InboxKind = 'messages' | 'custom-work';

function statusFilter(handledAt: AnyPgColumn, status: InboxStatus): SQL | undefined {
  if (status === 'handled') return isNotNull(handledAt);
  if (status === 'unhandled') return isNull(handledAt);
  return undefined;
}

/** The console's inbox: contact messages and the footer's custom-work requests. */
export function createInboxRepo(db: Database) {
  return {
    // Ids are time-ordered: newest first is id descending.
    async messages(status: InboxStatus, limit: number, offset: number) {
      const where = statusFilter(contactMessages.handledAt, status);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(contactMessages).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async customWork(status: InboxStatus, limit: number, offset: number) {
      const where = statusFilter(newsletter.handledAt, status);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(newsletter)
          .where(where)
          .orderBy(desc(newsletter.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(newsletter).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** The row's handled time, the row locked until the transaction ends (marks queue on it). */
    async lock(kind: InboxKind, id: string) {
      const [row] =
        kind === 'messages'
          ? await db
              .select({ handledAt: contactMessages.handledAt })
              .from(contactMessages)
              .where(eq(contactMessages.id, id))
              .for('update')
          : await db
              .select({ handledAt: newsletter.handledAt })
              .from(newsletter)
              .where(eq(newsletter.id, id))
              .for('update');
      return row;
    },

    async setHandledAt(kind: InboxKind, id: string, handledAt: Date | null) {
      if (kind === 'messages') {
        await db.update(contactMessages).set({ handledAt }).where(eq(contactMessages.id, id));
      } else {
        await db.update(newsletter).set({ handledAt }).where(eq(newsletter.id, id));
      }
    },
  };
}
