import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets } from '../../db/schema';

export function createPasswordResetsRepo(db: Database) {
  return {
    async create(values: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    /**
     * Ends every outstanding link of an account: a newer link, a reset or a password change
     * makes the older ones worthless (a link left in a shared inbox must not outlive them).
     */
    async voidAllForUser(userId: string): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    /**
     * Marks the token used and returns its user, in one statement, so two requests racing with
     * the same link cannot both succeed. Undefined when unknown, used or expired.
     */
    async consume(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
  };
}
