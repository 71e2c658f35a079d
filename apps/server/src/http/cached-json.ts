import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VersionedCache } from '../lib/versioned-cache';
import { type EncodedBody, encodeBody, negotiateCoding } from './encoded-body';
import { type CachedAnswer, matchesEtag, type VisitorAnswers } from './visitor-answers';

/**
 * Answers from a cache of encoded bodies: a hit costs a map lookup and a socket write of the
 * smallest coding the client takes (brotli shrinks a media list about eightfold, which matters
 * on a phone's connection). Each answer carries an ETag, so a browser revalidating what it has
 * gets a bodiless 304. Answers may depend on the viewer (members see clean preview URLs), so
 * they are private to the browser and revalidated before each use.
 *
 * With `visitors`, a visitor's answer is also remembered by its address, and the next visitor
 * asking the same address is answered before the framework (http/visitor-answers.ts). Only for
 * answers that depend on nothing but the address, the coding and the session.
 */
export function sendCachedJson<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: VersionedCache<EncodedBody>,
  key: string,
  serialize: (value: T) => string,
  build: () => Promise<T>,
  visitors?: VisitorAnswers,
): Promise<void> {
  return sendCachedBody(
    request,
    reply,
    cache,
    key,
    JSON_ANSWER,
    async () => serialize(await build()),
    visitors,
  );
}

const JSON_ANSWER = {
  contentType: 'application/json; charset=utf-8',
  cacheControl: 'private, no-cache',
} as const;

/** The same for any text body (the sitemap's XML), with its own type and caching. */
export async function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: VersionedCache<EncodedBody>,
  key: string,
  answer: CachedAnswer,
  build: () => Promise<string>,
  visitors?: VisitorAnswers,
): Promise<void> {
  let body = cache.get(key);
  if (body === undefined) {
    const generation = cache.generation();
    body = await encodeBody(await build());
    cache.set(key, body, generation);
  }
  // Only an answer the cache holds: with caches off (several processes, no Redis) or a fill
  // dropped by a write meanwhile, the next visitor's lookup would miss anyway.
  if (visitors && cache.get(key) !== undefined) visitors.remember(request, cache, key, answer);
  reply
    .header('cache-control', answer.cacheControl)
    .header('vary', answer.vary ?? 'accept-encoding')
    .header('etag', body.etag);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.status(304).send();

  const coding = negotiateCoding(request.headers['accept-encoding']);
  const bytes = coding === 'identity' ? null : body[coding];
  reply.type(answer.contentType);
  if (bytes === null) return reply.send(body.identity);
  return reply.header('content-encoding', coding).send(bytes);
}
