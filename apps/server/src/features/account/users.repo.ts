import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function createUsersRepo(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findByPhone(phoneNumber: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.phoneNumber, phoneNumber))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Throws the driver's unique violation on a duplicate e-mail or phone (see db/errors.ts). */
    async insert(user: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** Creates the operator account or brings an existing one's password and role up to date. */
    /**
     * Creates the operator account, or updates one that is already an operator. Undefined when
     * the address belongs to a customer: promoting whoever registered it first is not ours to do
     * (decision 0012). One statement, so a sign-up racing with start-up cannot slip in between.
     */
    async upsertAdmin(email: string, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ email, passwordHash, fullName: 'Administrator', role: 'admin' })
        .onConflictDoUpdate({
          target: users.email,
          set: { passwordHash, role: 'admin' },
          setWhere: sql`${users.role} <> 'user'`,
        })
        .returning();
      return row;
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
