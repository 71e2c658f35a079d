import type { Database } from '../../db/client';
import { contactMessages, newsletter } from '../../db/schema';

export function createContactRepo(db: Database) {
  return {
    async insertMessage(values: typeof contactMessages.$inferInsert): Promise<void> {
      await db.insert(contactMessages).values(values);
    },

    /** True when the address is new; a repeat request is not an error for the visitor. */
    async addCustomWorkRequest(email: string): Promise<boolean> {
      const rows = await db
        .insert(newsletter)
        .values({ email })
        .onConflictDoNothing({ target: newsletter.email })
        .returning({ id: newsletter.id });
      return rows.length > 0;
    },
  };
}
