import { and, eq, inArray, sql } from 'drizzle-orm';
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

    /**
     * Makes a user an editor or an editor a user; undefined when there is no such user or the
     * account is an admin's (admins come from ADMIN_EMAIL, and one statement keeps it so).
     */
    async setStaffRole(userId: string, role: 'user' | 'editor'): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ role })
        .where(and(eq(users.id, userId), inArray(users.role, ['user', 'editor'])))
        .returning();
      return row;
    },

    async setLanguage(userId: string, language: 'en' | 'hi'): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /**
     * Creates the operator account, or updates one that is already staff (an editor the
     * operator names in ADMIN_EMAIL becomes the admin). Undefined when
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
