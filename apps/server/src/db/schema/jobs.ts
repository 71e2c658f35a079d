import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * The embedded job engine's queue (jobs/embedded-engine.ts), used when no Redis is configured:
 * the row is the job. A runner claims a row atomically and holds it on a lease (`leaseUntil`)
 * that it renews while it works; a row whose lease has run out belongs to a dead process and is
 * claimed again. `(name, key)` is unique, so enqueueing the same work twice is one job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: primaryId(),
    name: varchar('name', { length: 64 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    data: jsonb('data').notNull(),
    status: varchar('status', { length: 10, enum: JOB_STATUSES }).notNull().default('queued'),
    /** Lower runs first. */
    priority: smallint('priority').notNull().default(5),
    /** Attempts started so far, including one a dead process was in the middle of. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leaseOwner: varchar('lease_owner', { length: 100 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    progress: smallint('progress').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('jobs_name_key').on(t.name, t.key),
    // What a runner looks for: due work of one name, best first.
    index('jobs_due')
      .on(t.name, t.priority, t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_finished').on(t.finishedAt).where(sql`${t.finishedAt} is not null`),
    check('jobs_progress_percent', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * Recurring jobs of the embedded engine: one row per schedule, holding its next due time. A
 * runner that moves `nextRunAt` on from the due time it read (compare-and-set) is the one that
 * enqueues that run, so each due time runs once however many processes are watching.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: varchar('name', { length: 64 }).primaryKey(),
  pattern: varchar('pattern', { length: 100 }).notNull(),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
});
