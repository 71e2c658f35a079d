import { hostname } from 'node:os';
import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobSchedules, jobs } from '../db/schema';
import { newId } from '../lib/ids';
import { Doorbell } from './doorbell';
import {
  ENQUEUE_BATCH,
  type EnqueueOptions,
  type JobDepth,
  type JobEngine,
  type JobHandler,
  type JobHandlers,
  type JobMap,
  type JobObserver,
  type JobPolicy,
  type JobSchedule,
} from './job-types';
import { nextDue } from './next-due';
import { nextStep, runTry, type TryResult } from './run-try';

export interface EmbeddedEngineOptions<Jobs extends JobMap> {
  db: Database;
  policies: { [Name in keyof Jobs]: JobPolicy };
  /** The time zone schedules are read in (BUSINESS_TIME_ZONE). */
  timeZone: string;
  /** How often an idle runner looks for work enqueued by another process. */
  pollMs?: number;
  /** How long a claim holds without renewal: a dead process's jobs wait this long at most. */
  leaseMs?: number;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  observer?: JobObserver;
}

type JobRow = typeof jobs.$inferSelect;

const DEFAULT_POLL_MS = 1000;
const DEFAULT_LEASE_MS = 30_000;
// Ended jobs are kept this long: the window in which an idempotency key still counts.
const KEEP_ENDED_MS = 7 * 24 * 3600 * 1000;
const CLEANUP_EVERY_MS = 3600 * 1000;

/**
 * The zero-install job engine: the database row is the job. A runner claims a due row with one
 * statement (`UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`), so two runners, in one
 * process or many, never both take it; it holds the row on a lease it renews while the handler
 * works. A process that dies stops renewing, and once the lease runs out the row is claimed again
 * (the interrupted try counts as a try). Every write after the claim names the claim it belongs
 * to (owner and try), so a runner that lost its lease changes nothing.
 */
export function createEmbeddedEngine<Jobs extends JobMap>(
  options: EmbeddedEngineOptions<Jobs>,
): JobEngine<Jobs> {
  const { db, policies, log } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const owner = `${hostname()}:${process.pid}:${newId()}`;
  const doorbells = new Map<string, Doorbell>();
  const running = new Map<string, { stop: AbortController; done: Promise<void> }>();
  const loops: Promise<void>[] = [];
  let handlers: JobHandlers<Jobs> | null = null;
  let stopping = false;
  let lastCleanup = 0;

  const leaseEnd = () => sql`now() + ${leaseMs} * interval '1 millisecond'`;
  const policyOf = (name: string): JobPolicy => {
    const policy = policies[name as keyof Jobs];
    if (!policy) throw new Error(`no policy for the job "${name}"`);
    return policy;
  };

  const jobRow = (
    name: string,
    data: unknown,
    { key, priority = 5, delayMs = 0 }: EnqueueOptions,
  ) => ({
    name,
    key,
    data: data ?? {},
    priority,
    maxAttempts: policyOf(name).attempts,
    runAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
  });

  /** Adds the rows, skipping any whose name and key are already there. */
  async function insert(target: Database, rows: ReturnType<typeof jobRow>[]): Promise<void> {
    await target
      .insert(jobs)
      .values(rows)
      .onConflictDoNothing({ target: [jobs.name, jobs.key] });
  }

  /** The best due job of this name, claimed for this runner; a lapsed lease counts as due. */
  async function claim(name: string): Promise<JobRow | undefined> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.name, name),
          lte(jobs.runAt, sql`now()`),
          or(
            eq(jobs.status, 'queued'),
            and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(jobs.priority, jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        leaseOwner: owner,
        leaseUntil: leaseEnd(),
      })
      .where(inArray(jobs.id, due))
      .returning();
    return row;
  }

  const ours = (row: JobRow) =>
    and(
      eq(jobs.id, row.id),
      eq(jobs.leaseOwner, owner),
      eq(jobs.attempts, row.attempts),
      eq(jobs.status, 'running'),
    );

  async function renew(row: JobRow): Promise<boolean> {
    const renewed = await db
      .update(jobs)
      .set({ leaseUntil: leaseEnd() })
      .where(ours(row))
      .returning({ id: jobs.id });
    return renewed.length > 0;
  }

  async function settle(row: JobRow, handler: JobHandler<unknown>, result: TryResult) {
    if (result.kind === 'handed-back') {
      // Not the job's fault: the try does not count.
      await db
        .update(jobs)
        .set({ status: 'queued', attempts: row.attempts - 1, leaseOwner: null, leaseUntil: null })
        .where(ours(row));
      return;
    }
    const step = nextStep(result, row.attempts, {
      ...policyOf(row.name),
      attempts: row.maxAttempts,
    });
    if (step.kind === 'done') {
      await db
        .update(jobs)
        .set({
          status: 'done',
          progress: 100,
          error: null,
          finishedAt: new Date(),
          leaseOwner: null,
        })
        .where(ours(row));
    } else if (step.kind === 'retry') {
      await db
        .update(jobs)
        .set({
          status: 'queued',
          error: step.reason,
          runAt: sql`now() + ${step.delayMs} * interval '1 millisecond'`,
          leaseOwner: null,
          leaseUntil: null,
        })
        .where(ours(row));
    } else {
      // Undo first, then mark: a death in between leaves the row to be claimed again, and the
      // next claim finds the tries used up and comes straight back here (failed is idempotent).
      await handler.failed?.(row.data, step.reason);
      await db
        .update(jobs)
        .set({ status: 'failed', error: step.reason, finishedAt: new Date(), leaseOwner: null })
        .where(ours(row));
    }
  }

  async function execute(row: JobRow, handler: JobHandler<unknown>, stop: AbortController) {
    const startedAt = performance.now();
    const heartbeat = setInterval(() => {
      renew(row)
        .then((held) => {
          if (!held) stop.abort(new Error('lease lost'));
        })
        .catch((error: unknown) => log.warn({ err: error, jobId: row.id }, 'lease renewal'));
    }, leaseMs / 3);
    let result: TryResult;
    try {
      if (row.attempts > row.maxAttempts) {
        // Its tries went to processes that died in the middle of them.
        result = { kind: 'failed', reason: 'The work was interrupted too many times' };
      } else {
        result = await runTry(
          handler,
          {
            id: row.id,
            key: row.key,
            data: row.data,
            attempt: row.attempts,
            progress: async (percent) => {
              await db
                .update(jobs)
                .set({ progress: Math.max(0, Math.min(100, Math.round(percent))) })
                .where(ours(row));
            },
          },
          policyOf(row.name).timeoutMs,
          stop.signal,
        );
      }
      await settle(row, handler, result);
      options.observer?.tried(
        row.name,
        result.kind === 'failed' && row.attempts < row.maxAttempts ? 'failed' : result.kind,
        (performance.now() - startedAt) / 1000,
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function loop(name: string, handler: JobHandler<unknown>, doorbell: Doorbell) {
    const { concurrency } = policyOf(name);
    let active = 0;
    while (!stopping) {
      if (active >= concurrency) {
        await doorbell.wait(pollMs);
        continue;
      }
      let row: JobRow | undefined;
      try {
        row = await claim(name);
      } catch (error) {
        log.error({ err: error, job: name }, 'claiming a job failed');
      }
      if (!row) {
        await doorbell.wait(pollMs);
        continue;
      }
      const claimed = row;
      const stop = new AbortController();
      active += 1;
      const done = execute(claimed, handler, stop)
        .catch((error: unknown) => log.error({ err: error, jobId: claimed.id, job: name }, 'job'))
        .finally(() => {
          active -= 1;
          running.delete(claimed.id);
          doorbell.ring();
        });
      running.set(claimed.id, { stop, done });
    }
  }

  async function ensureSchedules(schedules: JobSchedule<Jobs>[]) {
    for (const { name, pattern } of schedules) {
      const next = nextDue(pattern, options.timeZone, new Date());
      await db
        .insert(jobSchedules)
        .values({ name, pattern, timeZone: options.timeZone, nextRunAt: next })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: {
            pattern,
            timeZone: options.timeZone,
            // A changed pattern starts afresh; an unchanged one keeps its due time.
            nextRunAt: sql`case when ${jobSchedules.pattern} = ${pattern}
              and ${jobSchedules.timeZone} = ${options.timeZone}
              then ${jobSchedules.nextRunAt} else excluded.next_run_at end`,
          },
        });
    }
  }

  /** Enqueues each schedule's run that is due, once per due time across every process. */
  async function fireSchedules(schedules: JobSchedule<Jobs>[]) {
    if (schedules.length === 0) return;
    const due = await db
      .select()
      .from(jobSchedules)
      .where(
        and(
          inArray(
            jobSchedules.name,
            schedules.map((s) => s.name),
          ),
          lte(jobSchedules.nextRunAt, sql`now()`),
        ),
      );
    for (const schedule of due) {
      // A process that was down for days runs a schedule once, not once per missed time.
      const next = nextDue(schedule.pattern, schedule.timeZone, new Date());
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(jobSchedules)
          .set({ nextRunAt: next })
          .where(
            and(
              eq(jobSchedules.name, schedule.name),
              eq(jobSchedules.nextRunAt, schedule.nextRunAt),
            ),
          )
          .returning({ name: jobSchedules.name });
        if (moved.length > 0) {
          await insert(tx, [jobRow(schedule.name, {}, { key: schedule.nextRunAt.toISOString() })]);
        }
      });
      doorbells.get(schedule.name)?.ring();
    }
  }

  async function cleanUp() {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await db
      .delete(jobs)
      .where(
        and(isNotNull(jobs.finishedAt), lt(jobs.finishedAt, new Date(Date.now() - KEEP_ENDED_MS))),
      );
  }

  async function scheduler(schedules: JobSchedule<Jobs>[], doorbell: Doorbell) {
    while (!stopping) {
      try {
        await fireSchedules(schedules);
        await cleanUp();
      } catch (error) {
        log.error({ err: error }, 'job schedules');
      }
      await doorbell.wait(pollMs);
    }
  }

  return {
    kind: 'embedded',

    async enqueue(name, data, enqueueOptions) {
      await insert(db, [jobRow(name, data, enqueueOptions)]);
      doorbells.get(name)?.ring();
    },

    async enqueueMany(name, many) {
      for (let start = 0; start < many.length; start += ENQUEUE_BATCH) {
        const batch = many.slice(start, start + ENQUEUE_BATCH);
        await insert(
          db,
          batch.map((job) => jobRow(name, job.data, job.options)),
        );
      }
      if (many.length > 0) doorbells.get(name)?.ring();
    },

    async start(given, schedules = []) {
      if (handlers) throw new Error('the job engine is already running');
      handlers = given;
      stopping = false;
      await ensureSchedules(schedules);
      for (const [name, handler] of Object.entries(given) as [string, JobHandler<unknown>][]) {
        const doorbell = new Doorbell();
        doorbells.set(name, doorbell);
        loops.push(loop(name, handler, doorbell));
      }
      const tick = new Doorbell();
      doorbells.set('#schedules', tick);
      loops.push(scheduler(schedules, tick));
    },

    async stop(graceMs) {
      if (!handlers) return;
      stopping = true;
      for (const doorbell of doorbells.values()) doorbell.ring();
      const all = () => Promise.all([...running.values()].map((r) => r.done));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        all(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
      for (const job of running.values()) job.stop.abort(new Error('shutting down'));
      await all();
      await Promise.all(loops);
      loops.length = 0;
      doorbells.clear();
      handlers = null;
    },

    async depth() {
      const rows = await db
        .select({ name: jobs.name, status: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(inArray(jobs.status, ['queued', 'running']))
        .groupBy(jobs.name, jobs.status);
      const depth: Record<string, JobDepth> = {};
      for (const name of Object.keys(policies)) depth[name] = { waiting: 0, running: 0 };
      for (const row of rows) {
        const entry = depth[row.name] ?? { waiting: 0, running: 0 };
        if (row.status === 'queued') entry.waiting = row.count;
        else entry.running = row.count;
        depth[row.name] = entry;
      }
      return depth;
    },

    async ping() {
      try {
        await db.select({ id: jobs.id }).from(jobs).limit(1);
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      await this.stop(0);
    },
  };
}
