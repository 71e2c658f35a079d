import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, payments, plans, subscriptions, users, webhookEvents } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type PaymentInsert = typeof payments.$inferInsert;

export function createSubscriptionsRepo(db: Database) {
  return {
    async activePlans(): Promise<PlanRow[]> {
      return db.select().from(plans).where(eq(plans.active, true)).orderBy(plans.pricePaise);
    },

    async plan(code: 'pro' | 'premium'): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.code, code));
      return row;
    },

    async insert(values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row as SubscriptionRow;
    },

    async find(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    async update(id: string, values: Partial<typeof subscriptions.$inferInsert>): Promise<void> {
      await db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
    },

    /** Records a payment once; false when it was already recorded (a replay or a second report). */
    async recordPayment(values: PaymentInsert): Promise<boolean> {
      const rows = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** Claims a webhook event; false when it was processed before. */
    async claimEvent(eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ eventId, provider: 'razorpay', type })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      return rows.length > 0;
    },

    async releaseEvent(eventId: string): Promise<void> {
      await db.delete(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    },

    async membership(userId: string) {
      const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
      return row;
    },

    async user(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async setMembership(
      userId: string,
      values: Partial<typeof memberships.$inferInsert>,
      onlySubscription?: string,
    ): Promise<void> {
      await db
        .update(memberships)
        .set(values)
        .where(
          and(
            eq(memberships.userId, userId),
            onlySubscription ? eq(memberships.providerSubscriptionId, onlySubscription) : undefined,
          ),
        );
    },
  };
}
export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
