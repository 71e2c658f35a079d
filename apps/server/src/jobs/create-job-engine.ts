import type { Database } from '../db/client';
import { createEmbeddedEngine } from './embedded-engine';
import type { JobEngine, JobObserver } from './job-types';
import { STAMP_JOB_POLICIES, type StampJobs } from './stamp-jobs';

export interface JobEngineSettings {
  db: Database;
  /** BullMQ on this Redis when set; otherwise the embedded engine on the database. */
  redisUrl: string | undefined;
  redisPrefix: string;
  timeZone: string;
  leaseMs: number;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  observer?: JobObserver;
  /** How often an idle embedded runner looks for work from other processes. */
  pollMs?: number;
}

/** BullMQ (and its Redis client) is loaded only when Redis is configured: faster embedded starts. */
export async function createJobEngine(settings: JobEngineSettings): Promise<JobEngine<StampJobs>> {
  const common = {
    policies: STAMP_JOB_POLICIES,
    timeZone: settings.timeZone,
    log: settings.log,
    observer: settings.observer,
  };
  if (settings.redisUrl) {
    const { createBullmqEngine } = await import('./bullmq-engine');
    return createBullmqEngine<StampJobs>({
      ...common,
      redisUrl: settings.redisUrl,
      prefix: `${settings.redisPrefix}:jobs`,
      lockMs: settings.leaseMs,
    });
  }
  return createEmbeddedEngine<StampJobs>({
    ...common,
    db: settings.db,
    leaseMs: settings.leaseMs,
    pollMs: settings.pollMs,
  });
}
