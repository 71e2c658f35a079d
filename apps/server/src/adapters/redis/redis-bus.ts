import type { Redis } from 'ioredis';
import type { InvalidationBus } from '../../lib/invalidation-bus';

/** Pub/sub on one channel; subscribing needs a connection of its own (Redis' subscriber mode). */
export function createRedisBus(redis: Redis, channel: string): InvalidationBus {
  const subscriber = redis.duplicate();
  return {
    publish(message) {
      redis.publish(channel, message).catch(() => {});
    },
    subscribe(onMessage) {
      void subscriber.subscribe(channel);
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) onMessage(message);
      });
    },
    async close() {
      await subscriber.quit().catch(() => {});
    },
  };
}
