import { Redis } from 'ioredis';

/** One connection per process; commands fail fast instead of queueing forever when Redis is down. */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}

export type { Redis };
