import type { AdminUsersQuery } from '@stamp/shared/schemas/admin-people';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { downloads, memberships, payments, sessions, users } from '../../db/schema';

/** `%text%` for LIKE with the pattern's own characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Shorter digit runs match nearly every phone number and say nothing about who is meant.
const MIN_PHONE_DIGITS = 3;
// Only a query written as a phone number is searched among phone numbers: the digits scattered
// through a name or a code ("pg1a2b3c") would otherwise match whoever's number holds "123".
const PHONE_SHAPED = /^[\d\s+().-]+$/;

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const digits = PHONE_SHAPED.test(q) ? q.replace(/\D/g, '') : '';
  return or(
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
    digits.length >= MIN_PHONE_DIGITS
      ? sql`${users.phoneNumber} like ${containsPattern(digits)}`
      : undefined,
  );
}

const ORDER = {
  // Ids are time-ordered: newest first is id descending, and it breaks every tie below.
  newest: [desc(users.id)],
  name: [asc(sql`lower(${users.fullName})`), desc(users.id)],
  email: [asc(users.email), desc(users.id)],
} as const;

/** The console's reads and writes of accounts (admins only reach them). */
export function createUserAdminRepo(db: Database) {
  return {
    async search(query: AdminUsersQuery) {
      const where = searchCondition(query.q);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ user: users, membership: memberships })
          .from(users)
          .leftJoin(memberships, eq(memberships.userId, users.id))
          .where(where)
          .orderBy(...ORDER[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async findWithMembership(userId: string) {
      const [row] = await db
        .select({ user: users, membership: memberships })
        .from(users)
        .leftJoin(memberships, eq(memberships.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    async payments(userId: string) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.id))
        .limit(100);
    },

    /** Downloads in total and since `dayStart` (a business day's midnight), failed ones aside. */
    async downloadCounts(userId: string, dayStart: SQL) {
      const [row] = await db
        .select({
          total: count(),
          today: sql<number>`count(*) filter (where ${downloads.createdAt} >= ${dayStart})`.mapWith(
            Number,
          ),
        })
        .from(downloads)
        .where(and(eq(downloads.userId, userId), ne(downloads.status, 'failed')));
      return { total: row?.total ?? 0, today: row?.today ?? 0 };
    },

    /** The user's row, locked until the transaction ends: concurrent disables queue on it. */
    async lockUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    async setDisabledAt(userId: string, disabledAt: Date | null) {
      const [row] = await db
        .update(users)
        .set({ disabledAt })
        .where(eq(users.id, userId))
        .returning({ disabledAt: users.disabledAt });
      return row;
    },

    async endAllSessions(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
