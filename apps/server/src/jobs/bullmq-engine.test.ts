import { Redis } from 'ioredis';
import { describe } from 'vitest';
import { newId } from '../lib/ids';
import { createBullmqEngine } from './bullmq-engine';
import {
  CONTRACT_POLICIES,
  type ContractJobs,
  describeJobEngineContract,
} from './job-engine.contract';

const redisUrl = process.env.REDIS_URL;
// Once per run, in the PostgreSQL project (the one CI gives Redis), not once per database engine.
const runs = Boolean(redisUrl) && process.env.STAMP_TEST_DB === 'postgres';

describe.skipIf(!runs)('BullMQ', () => {
  describeJobEngineContract('BullMQ', async () => {
    const prefix = `stamp-test-jobs-${newId()}`;
    return {
      engine: () =>
        createBullmqEngine<ContractJobs>({
          redisUrl: redisUrl as string,
          prefix,
          policies: CONTRACT_POLICIES,
          timeZone: 'Asia/Kolkata',
          lockMs: 3000,
          log: { error() {}, warn() {} },
        }),
      async close() {
        const redis = new Redis(redisUrl as string);
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      },
    };
  });
});
