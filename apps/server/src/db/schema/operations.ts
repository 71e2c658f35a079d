import { date, index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId } from './columns';

/**
 * Every operator write: who, what, when, and the values before and after. Rows are only ever
 * added; the actor's e-mail is copied so the record outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    actorId: idColumn('actor_id'),
    actorEmail: varchar('actor_email', { length: 254 }).notNull(),
    /** What was done, as `area.verb`: `media.update`, `user.disable`, `plan.update`. */
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/** Searches that found nothing, per day in the business time zone: the text and a count only. */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: varchar('query', { length: 100 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

export const FUNNEL_STEPS = ['premium_modal_shown', 'checkout_opened', 'paid'] as const;

/** The membership funnel, counted per day in the business time zone (no user id). */
export const funnelCounts = pgTable(
  'funnel_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    step: varchar('step', { length: 30, enum: FUNNEL_STEPS }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.step] })],
);
