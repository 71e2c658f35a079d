import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jobSchedules, jobs } from '../db/schema';
import { openTestDatabase } from '../test/database';
import { createEmbeddedEngine } from './embedded-engine';
import {
  CONTRACT_POLICIES,
  type ContractJobs,
  describeJobEngineContract,
  until,
} from './job-engine.contract';
import { jobDone } from './job-types';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const quiet = { error() {}, warn() {} };

function engine(leaseMs = 3000) {
  return createEmbeddedEngine<ContractJobs>({
    db: database.db,
    policies: CONTRACT_POLICIES,
    timeZone: 'Asia/Kolkata',
    pollMs: 50,
    leaseMs,
    log: quiet,
  });
}

describeJobEngineContract('embedded', async () => {
  await database.db.delete(jobs);
  await database.db.delete(jobSchedules);
  return { engine: () => engine(), close: async () => {} };
});

describe('the embedded engine after a process died', () => {
  it('takes over a job whose lease ran out, counting the interrupted try', async () => {
    await database.db.delete(jobs);
    // What a process killed in the middle of a try leaves: running, on a lease that lapsed.
    const [row] = await database.db
      .insert(jobs)
      .values({
        name: 'serial',
        key: 'orphan',
        data: { id: 'orphan' },
        status: 'running',
        attempts: 1,
        maxAttempts: 3,
        leaseOwner: 'gone:1234:x',
        leaseUntil: new Date(Date.now() - 1000),
      })
      .returning();
    const tries: number[] = [];
    const survivor = engine();
    await survivor.start({
      work: { run: async () => jobDone() },
      serial: {
        async run(job) {
          tries.push(job.attempt);
          return jobDone();
        },
      },
      tick: { run: async () => jobDone() },
    });
    try {
      await until(() => tries.length === 1);
      expect(tries).toEqual([2]);
      const done = async () => {
        const [after] = await database.db
          .select()
          .from(jobs)
          .where(eq(jobs.id, row?.id ?? ''));
        return after;
      };
      await expect.poll(async () => (await done())?.status).toBe('done');
      expect((await done())?.attempts).toBe(2);
    } finally {
      await survivor.close();
    }
  });

  it('leaves a job alone while its lease holds', async () => {
    await database.db.delete(jobs);
    await database.db.insert(jobs).values({
      name: 'serial',
      key: 'busy',
      data: { id: 'busy' },
      status: 'running',
      attempts: 1,
      maxAttempts: 3,
      leaseOwner: 'alive:1:x',
      leaseUntil: new Date(Date.now() + 60_000),
    });
    const tries: string[] = [];
    const other = engine();
    await other.start({
      work: { run: async () => jobDone() },
      serial: {
        async run(job) {
          tries.push(job.key);
          return jobDone();
        },
      },
      tick: { run: async () => jobDone() },
    });
    try {
      // sleep-allowed: proves an absence. The other runner polls every 50 ms: half a second is
      // ten chances to take the leased job, and it must take none.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(tries).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
