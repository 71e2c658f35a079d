import { type Job, Queue, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
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
import { nextStep, runTry } from './run-try';

export interface BullmqEngineOptions<Jobs extends JobMap> {
  redisUrl: string;
  /** Prefix of every key the queues write, so deployments (and test runs) can share a Redis. */
  prefix: string;
  policies: { [Name in keyof Jobs]: JobPolicy };
  /** The time zone schedules are read in (BUSINESS_TIME_ZONE). */
  timeZone: string;
  /** How long a worker's claim holds without renewal: a dead worker's jobs wait this long. */
  lockMs?: number;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  observer?: JobObserver;
}

const DEFAULT_LOCK_MS = 30_000;
// Ended jobs are kept this long: the window in which an idempotency key still counts.
const KEEP_DONE_S = 7 * 24 * 3600;
const KEEP_FAILED_S = 30 * 24 * 3600;
// Processes that die in the middle of a job: tries beyond the policy's before it is given up.
const EXTRA_STARTS = 2;

/** BullMQ refuses ids that contain ':' or read as integers; our keys may be either. */
export const bullmqJobId = (key: string) => `k-${key.replaceAll(':', '_')}`;

const jobOptions = ({ key, priority, delayMs }: EnqueueOptions) => ({
  jobId: bullmqJobId(key),
  // Only when asked for: BullMQ's prioritized set costs more per job than its plain list
  // (mail, for one, never needs it). Jobs of one name either all give one or none do.
  ...(priority === undefined ? {} : { priority }),
  ...(delayMs ? { delay: delayMs } : {}),
});

/**
 * The job engine when Redis is configured: one BullMQ queue per job name, one worker per name in
 * each process that runs jobs. BullMQ claims each job for one worker under a lock the worker
 * renews; a dead worker's job goes back to the queue when the lock lapses (a stall). Retries,
 * backoff and the idempotency key (the job id) are BullMQ's; the outcome, timeout and hand-back
 * rules are the same as the embedded engine's (run-try.ts).
 */
export function createBullmqEngine<Jobs extends JobMap>(
  options: BullmqEngineOptions<Jobs>,
): JobEngine<Jobs> {
  const { policies, log, prefix } = options;
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  // Workers block on Redis: BullMQ wants commands retried for as long as it takes.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) => log.warn({ err: error }, 'job queue connection'));
  const queues = new Map<string, Queue>();
  let workers: Worker[] = [];

  const policyOf = (name: string): JobPolicy => {
    const policy = policies[name as keyof Jobs];
    if (!policy) throw new Error(`no policy for the job "${name}"`);
    return policy;
  };

  function queue(name: string): Queue {
    let found = queues.get(name);
    if (!found) {
      const policy = policyOf(name);
      found = new Queue(name, {
        connection,
        prefix,
        defaultJobOptions: {
          attempts: policy.attempts,
          backoff: { type: 'exponential', delay: policy.backoffMs },
          removeOnComplete: { age: KEEP_DONE_S },
          removeOnFail: { age: KEEP_FAILED_S },
        },
      });
      found.on('error', (error) => log.warn({ err: error, job: name }, 'job queue'));
      queues.set(name, found);
    }
    return found;
  }

  function worker(name: string, handler: JobHandler<unknown>): Worker {
    const policy = policyOf(name);
    // Jobs this process already undid (failed()), so the 'failed' event does not repeat it.
    const undone = new Set<string>();
    const fail = async (job: Job, reason: string) => {
      if (!job.id || undone.has(job.id)) return;
      undone.add(job.id);
      await handler.failed?.(job.data, reason);
    };
    const processor = async (job: Job, token?: string, signal?: AbortSignal) => {
      const startedAt = performance.now();
      const attempt = job.attemptsMade + 1;
      const result = await runTry(
        handler,
        {
          id: job.id ?? '',
          key: job.id ?? '',
          data: job.data,
          attempt,
          progress: (percent) =>
            job.updateProgress(Math.max(0, Math.min(100, Math.round(percent)))),
        },
        policy.timeoutMs,
        signal ?? new AbortController().signal,
      );
      const seconds = () => (performance.now() - startedAt) / 1000;
      if (result.kind === 'handed-back') {
        options.observer?.tried(name, 'handed-back', seconds());
        // Back to the queue, not counted as a try, for another worker to take at once.
        await job.moveToWait(token);
        throw new WaitingError();
      }
      const step = nextStep(result, attempt, policy);
      options.observer?.tried(name, step.kind, seconds());
      if (step.kind === 'done') return;
      if (step.kind === 'retry') throw new Error(step.reason);
      await fail(job, step.reason);
      throw new UnrecoverableError(step.reason);
    };
    const created = new Worker(name, processor, {
      connection,
      prefix,
      concurrency: policy.concurrency,
      lockDuration: lockMs,
      stalledInterval: Math.max(1000, Math.round(lockMs / 2)),
      // A stalled job (its worker died) goes back to the queue; the start limit below ends it.
      maxStalledCount: policy.attempts + EXTRA_STARTS,
      maxStartedAttempts: policy.attempts + EXTRA_STARTS,
    });
    // Jobs that end without our processor deciding (their starts used up by dying workers).
    created.on('failed', (job, error) => {
      if (!job) return;
      const final =
        error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (final) {
        fail(job, error.message).catch((failure: unknown) =>
          log.error({ err: failure, jobId: job.id, job: name }, 'undoing a failed job'),
        );
      }
    });
    created.on('error', (error) => log.warn({ err: error, job: name }, 'job worker'));
    return created;
  }

  return {
    kind: 'bullmq',

    async enqueue(name, data, options) {
      await queue(name).add(name, data ?? {}, jobOptions(options));
    },

    async enqueueMany(name, many) {
      for (let start = 0; start < many.length; start += ENQUEUE_BATCH) {
        const batch = many.slice(start, start + ENQUEUE_BATCH);
        // One pipelined round trip a batch; a jobId already there is skipped as by add().
        await queue(name).addBulk(
          batch.map((job) => ({ name, data: job.data ?? {}, opts: jobOptions(job.options) })),
        );
      }
    },

    async start(handlers: JobHandlers<Jobs>, schedules: JobSchedule<Jobs>[] = []) {
      if (workers.length > 0) throw new Error('the job engine is already running');
      for (const { name, pattern } of schedules) {
        await queue(name).upsertJobScheduler(
          name,
          { pattern, tz: options.timeZone },
          { name, data: {} },
        );
      }
      workers = (Object.entries(handlers) as [string, JobHandler<unknown>][]).map(
        ([name, handler]) => worker(name, handler),
      );
      await Promise.all(workers.map((w) => w.waitUntilReady()));
    },

    async stop(graceMs) {
      const closing = Promise.all(workers.map((w) => w.close()));
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'over'>((resolve) => {
        timer = setTimeout(() => resolve('over'), graceMs);
      });
      if ((await Promise.race([closing, graceOver])) === 'over') {
        for (const w of workers) w.cancelAllJobs('shutting down');
      }
      clearTimeout(timer);
      await closing;
      workers = [];
    },

    async depth() {
      const depth: Record<string, JobDepth> = {};
      for (const name of Object.keys(policies)) {
        const counts = await queue(name).getJobCounts('wait', 'prioritized', 'delayed', 'active');
        depth[name] = {
          waiting: (counts.wait ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0),
          running: counts.active ?? 0,
        };
      }
      return depth;
    },

    async ping() {
      try {
        return (await connection.ping()) === 'PONG';
      } catch {
        return false;
      }
    },

    async close() {
      await this.stop(0);
      await Promise.all([...queues.values()].map((q) => q.close()));
      queues.clear();
      await connection.quit().catch(() => {});
    },
  };
}
