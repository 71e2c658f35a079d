import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ENQUEUE_BATCH,
  type JobEngine,
  type JobHandlers,
  jobDone,
  jobFailed,
  jobRetry,
} from './job-types';

/** What a test job does on each try. */
type Behaviour = 'done' | 'fail' | 'retry-twice' | 'always-retry' | 'throw' | 'hang-once' | 'hold';

export type ContractJobs = {
  work: { id: string; behaviour: Behaviour };
  serial: { id: string };
  tick: Record<string, never>;
};

export const CONTRACT_POLICIES = {
  work: { attempts: 3, backoffMs: 20, timeoutMs: 1500, concurrency: 2 },
  serial: { attempts: 1, backoffMs: 20, timeoutMs: 5000, concurrency: 1 },
  tick: { attempts: 1, backoffMs: 20, timeoutMs: 5000, concurrency: 1 },
};

/**
 * A fresh store (a database with no jobs, or a Redis prefix of its own) for one test; each
 * engine it makes is one process's runner on that store.
 */
export interface JobStoreUnderTest {
  engine(): JobEngine<ContractJobs>;
  close(): Promise<void>;
}

interface Try {
  id: string;
  attempt: number;
  runner: string;
  key: string;
}

/** What both engines must do, run against each so they stay interchangeable. */
export function describeJobEngineContract(name: string, open: () => Promise<JobStoreUnderTest>) {
  describe(`${name} job engine`, () => {
    let store: JobStoreUnderTest;
    let engines: JobEngine<ContractJobs>[];
    let tries: Try[];
    let undone: { id: string; reason: string }[];
    let aborted: string[];

    beforeEach(async () => {
      store = await open();
      engines = [];
      tries = [];
      undone = [];
      aborted = [];
    });
    afterEach(async () => {
      await Promise.all(engines.map((e) => e.close()));
      await store.close();
    });

    /** A runner (as one process would start it), named so tries can say who ran them. */
    async function runner(runnerName: string, options: { start?: boolean } = {}) {
      const engine = store.engine();
      engines.push(engine);
      const handlers: JobHandlers<ContractJobs> = {
        work: {
          async run(job) {
            tries.push({ id: job.data.id, attempt: job.attempt, runner: runnerName, key: job.key });
            const abortedNow = () =>
              new Promise<never>((_, reject) =>
                job.signal.addEventListener('abort', () => {
                  aborted.push(job.data.id);
                  reject(job.signal.reason);
                }),
              );
            switch (job.data.behaviour) {
              case 'done':
                // sleep-allowed: the job's own work, not the test waiting: a try takes a moment.
                await new Promise((resolve) => setTimeout(resolve, 5));
                return jobDone();
              case 'fail':
                return jobFailed('the file is damaged');
              case 'retry-twice':
                return job.attempt < 3 ? jobRetry('the mail server is down') : jobDone();
              case 'always-retry':
                return jobRetry('the mail server is down');
              case 'throw':
                throw new Error('something broke');
              case 'hang-once':
                if (job.attempt === 1) return abortedNow();
                return jobDone();
              case 'hold':
                return abortedNow();
            }
          },
          async failed(data, reason) {
            undone.push({ id: data.id, reason });
          },
        },
        serial: {
          async run(job) {
            tries.push({ id: job.data.id, attempt: job.attempt, runner: runnerName, key: job.key });
            return jobDone();
          },
        },
        tick: {
          async run(job) {
            tries.push({ id: 'tick', attempt: job.attempt, runner: runnerName, key: job.key });
            return jobDone();
          },
        },
      };
      if (options.start !== false)
        await engine.start(handlers, [{ name: 'tick', pattern: '* * * * * *' }]);
      return { engine, start: () => engine.start(handlers) };
    }

    const triesOf = (id: string) => tries.filter((t) => t.id === id);

    it('runs a job once, and the same key again adds nothing', async () => {
      const { engine } = await runner('a');
      await engine.enqueue('work', { id: 'j1', behaviour: 'done' }, { key: 'download-1' });
      await engine.enqueue('work', { id: 'j1-again', behaviour: 'done' }, { key: 'download-1' });
      await until(() => triesOf('j1').length === 1);
      await drained(engine);
      expect(triesOf('j1')).toHaveLength(1);
      expect(triesOf('j1-again')).toHaveLength(0);
    });

    it('queues many jobs at once, across batches, skipping keys already queued', async () => {
      const idle = await runner('a', { start: false });
      await idle.engine.enqueue('serial', { id: 'first' }, { key: 'many-0' });
      // More than one batch, with a key queued before the call and one repeated inside it.
      const many = Array.from({ length: ENQUEUE_BATCH + 5 }, (_, i) => ({
        data: { id: `bulk-${i}` },
        options: { key: `many-${i}` },
      }));
      many.push({ data: { id: 'bulk-3-again' }, options: { key: 'many-3' } });
      await idle.engine.enqueueMany('serial', many);
      expect((await idle.engine.depth()).serial).toEqual({
        waiting: ENQUEUE_BATCH + 5,
        running: 0,
      });
    });

    it('never gives one job to two runners', async () => {
      const a = await runner('a');
      await runner('b');
      const ids = Array.from({ length: 40 }, (_, i) => `n${i}`);
      await Promise.all(
        ids.map((id) => a.engine.enqueue('work', { id, behaviour: 'done' }, { key: id })),
      );
      await until(() => ids.every((id) => triesOf(id).length > 0), 20_000);
      await drained(a.engine);
      for (const id of ids) expect(triesOf(id)).toHaveLength(1);
    });

    it('retries with a backoff until the job is done, undoing nothing', async () => {
      const { engine } = await runner('a');
      await engine.enqueue('work', { id: 'smtp', behaviour: 'retry-twice' }, { key: 'smtp' });
      await until(() => triesOf('smtp').length === 3);
      await drained(engine);
      expect(triesOf('smtp').map((t) => t.attempt)).toEqual([1, 2, 3]);
      expect(undone).toEqual([]);
    });

    it('ends a job that failed at once, and undoes it once', async () => {
      const { engine } = await runner('a');
      await engine.enqueue('work', { id: 'broken', behaviour: 'fail' }, { key: 'broken' });
      await until(() => undone.length > 0);
      await drained(engine);
      expect(triesOf('broken')).toHaveLength(1);
      expect(undone).toEqual([{ id: 'broken', reason: 'the file is damaged' }]);
    });

    it('treats a thrown error as a retry, and undoes the job once its tries are used up', async () => {
      const { engine } = await runner('a');
      await engine.enqueue('work', { id: 'down', behaviour: 'always-retry' }, { key: 'down' });
      await engine.enqueue('work', { id: 'bug', behaviour: 'throw' }, { key: 'bug' });
      await until(() => undone.length === 2);
      await drained(engine);
      expect(triesOf('down')).toHaveLength(3);
      expect(triesOf('bug')).toHaveLength(3);
      expect(undone).toEqual(
        expect.arrayContaining([
          { id: 'down', reason: 'the mail server is down' },
          { id: 'bug', reason: 'something broke' },
        ]),
      );
    });

    it('stops a try that outlives its timeout and tries again', async () => {
      const { engine } = await runner('a');
      await engine.enqueue('work', { id: 'stuck', behaviour: 'hang-once' }, { key: 'stuck' });
      await until(() => triesOf('stuck').length === 2, 10_000);
      expect(aborted).toEqual(['stuck']);
      expect(triesOf('stuck').map((t) => t.attempt)).toEqual([1, 2]);
    });

    it('runs the more urgent job first', async () => {
      const idle = await runner('a', { start: false });
      for (const id of ['free-1', 'free-2', 'free-3']) {
        await idle.engine.enqueue('serial', { id }, { key: id, priority: 10 });
      }
      await idle.engine.enqueue('serial', { id: 'member' }, { key: 'member', priority: 1 });
      await idle.start();
      await until(() => tries.length === 4);
      expect(tries.map((t) => t.id)).toEqual(['member', 'free-1', 'free-2', 'free-3']);
    });

    it('hands a running job back on stop, for another runner, without counting a try', async () => {
      const a = await runner('a');
      await a.engine.enqueue('work', { id: 'long', behaviour: 'hold' }, { key: 'long' });
      await until(() => triesOf('long').length === 1);
      await a.engine.stop(50);
      expect(aborted).toEqual(['long']);
      await runner('b');
      await until(() => triesOf('long').length === 2, 10_000);
      expect(triesOf('long')[1]).toMatchObject({ runner: 'b', attempt: 1 });
    });

    it('fires a schedule once per due time, however many runners watch it', async () => {
      await runner('a');
      await runner('b');
      const ticks = () => tries.filter((t) => t.id === 'tick');
      // Every second is due: three have fired, each watched by both runners.
      await until(() => ticks().length >= 3, 10_000);
      const keys = ticks().map((t) => t.key);
      expect(new Set(keys).size).toBe(keys.length);
    });
  });
}

export async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error('timed out waiting');
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

/**
 * Nothing of `work` left queued, waiting for a retry or running, as the engine itself counts it:
 * no further try can come, so what the handlers saw is final.
 */
async function drained(engine: JobEngine<ContractJobs>): Promise<void> {
  await expect
    .poll(async () => {
      const depth = (await engine.depth()).work;
      return (depth?.waiting ?? 0) + (depth?.running ?? 0);
    })
    .toBe(0);
}
