/**
 * The job runner's vocabulary, shared by both engines (embedded-engine.ts on the database,
 * bullmq-engine.ts on Redis) and by every handler. A handler says what became of one try; the
 * engine decides, from the job's policy, whether that means another try later or the end.
 */

export type JobOutcome =
  | { kind: 'done' }
  /** Will not succeed however often it is tried (a damaged file): no more tries. */
  | { kind: 'failed'; reason: string }
  /** May succeed later (an SMTP server down): another try after the backoff, while tries last. */
  | { kind: 'retry'; reason: string };

export const jobDone = (): JobOutcome => ({ kind: 'done' });
export const jobFailed = (reason: string): JobOutcome => ({ kind: 'failed', reason });
export const jobRetry = (reason: string): JobOutcome => ({ kind: 'retry', reason });

/** How a job of one name is run; producers and runners read the same policy. */
export interface JobPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the second try; it doubles for each try after that. */
  backoffMs: number;
  /** A try still running after this long is stopped and counts as a retry. */
  timeoutMs: number;
  /** Jobs of this name one process runs at once. */
  concurrency: number;
}

export interface JobContext<Data> {
  readonly id: string;
  readonly key: string;
  readonly data: Data;
  /** 1 for the first try. */
  readonly attempt: number;
  /** Aborted when the try times out or the process hands the job back on shutdown. */
  readonly signal: AbortSignal;
  /** Reports progress in percent (0–100), for whoever watches the job. */
  progress(percent: number): Promise<void>;
}

export interface JobHandler<Data> {
  run(job: JobContext<Data>): Promise<JobOutcome>;
  /**
   * Called when the job has failed for good (a `failed` outcome, or its tries used up), to undo
   * what it holds: an allowance unit, a queued row. Both engines may call it more than once for
   * one job (a process can die after it ran and before the job was marked failed), so it must
   * be idempotent: a conditional update, not a blind one.
   */
  failed?(data: Data, reason: string): Promise<void>;
}

/** A map from job name to the data its jobs carry; see stamp-jobs.ts for the product's. */
export type JobMap = Record<string, unknown>;

export type JobHandlers<Jobs extends JobMap> = { [Name in keyof Jobs]: JobHandler<Jobs[Name]> };

export interface EnqueueOptions {
  /**
   * The job's idempotency key: enqueueing the same name and key again, while the first is
   * queued, running or kept after it ended (about a week), adds nothing.
   */
  key: string;
  /**
   * 1 runs before 2, and so on; jobs of one priority run in the order they came. Jobs of one
   * name either all give a priority or none do: BullMQ runs jobs without one before any with one.
   */
  priority?: number;
  /** Not before this many milliseconds from now. */
  delayMs?: number;
}

/** The producer's side: what services see. */
export interface JobQueue<Jobs extends JobMap> {
  enqueue<Name extends keyof Jobs & string>(
    name: Name,
    data: Jobs[Name],
    options: EnqueueOptions,
  ): Promise<void>;
  /**
   * Many jobs of one name, as `enqueue` would add each, in a few round trips instead of one a job
   * (a reminder slot can hold 100,000 e-mails). Keys already queued are skipped, as by `enqueue`.
   */
  enqueueMany<Name extends keyof Jobs & string>(
    name: Name,
    jobs: readonly { data: Jobs[Name]; options: EnqueueOptions }[],
  ): Promise<void>;
}

/** Jobs one statement or one round trip adds at most, in `enqueueMany`. */
export const ENQUEUE_BATCH = 1000;

/** A recurring job: a five-field cron pattern, read in the engine's time zone. */
export interface JobSchedule<Jobs extends JobMap> {
  name: keyof Jobs & string;
  pattern: string;
}

// What the engines report to the metrics: the metrics say what they watch (lib stays below jobs).
import type { JobDepth } from '../lib/metrics';

export type { JobDepth, JobObserver } from '../lib/metrics';

export interface JobEngine<Jobs extends JobMap> extends JobQueue<Jobs> {
  readonly kind: 'embedded' | 'bullmq';
  /** Runs the handlers and fires the schedules, in this process, until stop(). */
  start(handlers: JobHandlers<Jobs>, schedules?: JobSchedule<Jobs>[]): Promise<void>;
  /**
   * Takes no new work, lets running jobs finish for up to `graceMs`, then stops them and hands
   * them back, so no job stays claimed by a process that is gone.
   */
  stop(graceMs: number): Promise<void>;
  /** Jobs waiting and running, per name: queue depth for the metrics. */
  depth(): Promise<Record<string, JobDepth>>;
  /** Whether the engine's store answers (readiness). */
  ping(): Promise<boolean>;
  /** Stops (if running) and lets go of connections. */
  close(): Promise<void>;
}
