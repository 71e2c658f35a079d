import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allowances, memberships, plans, sessions, users } from '../../db/schema';

export function createSessionsRepo(db: Database) {
  return {
    async create(values: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string | null;
      ip: string | null;
    }): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /**
     * The signed-in user with everything the User entity shows, in one round trip: this runs on
     * nearly every request, so it is one indexed join rather than four lookups.
     */
    async findCurrent(tokenHash: string) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          user: users,
          membership: memberships,
          allowance: allowances,
          dailyDownloads: plans.dailyDownloads,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(memberships, eq(memberships.userId, users.id))
        .leftJoin(allowances, eq(allowances.userId, users.id))
        .leftJoin(plans, eq(plans.code, memberships.plan))
        // A disabled account has no live session, even one a racing login wrote after the
        // disable deleted the others.
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, sql`now()`),
            isNull(users.disabledAt),
          ),
        )
        .limit(1);
      return row;
    },

    async extend(sessionId: string, expiresAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ expiresAt, lastSeenAt: new Date() })
        .where(eq(sessions.id, sessionId));
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Signs the user out everywhere, except (optionally) the session making the request. */
    async deleteAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        );
    },

    async deleteExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
export type CurrentSessionRow = NonNullable<Awaited<ReturnType<SessionsRepo['findCurrent']>>>;
