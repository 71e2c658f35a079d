import type { FastifyReply } from 'fastify';
import type { VersionedCache } from '../lib/versioned-cache';

/**
 * Answers from a cache of serialized bodies: a hit costs a map lookup and a socket write,
 * which is what lets the catalog's hot reads (home feed, lists) keep up with the network.
 */
export async function sendCachedJson<T>(
  reply: FastifyReply,
  cache: VersionedCache<string>,
  key: string,
  serialize: (value: T) => string,
  build: () => Promise<T>,
): Promise<void> {
  let body = cache.get(key);
  if (body === undefined) {
    const generation = cache.generation();
    body = serialize(await build());
    cache.set(key, body, generation);
  }
  await reply.type('application/json; charset=utf-8').send(body);
}
