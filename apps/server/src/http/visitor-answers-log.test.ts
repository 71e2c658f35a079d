import { Writable } from 'node:stream';
import Fastify, { type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVersionedCache } from '../lib/versioned-cache';
import { sendCachedJson } from './cached-json';
import type { EncodedBody } from './encoded-body';
import { createVisitorAnswers, serverWithVisitorAnswers } from './visitor-answers';

/** Log lines as the server writes them, parsed. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});

const cache = createVersionedCache<EncodedBody>();
let handled = 0;
const log = pino({ level: 'info' }, sink);
let requests = 0;
const requestId = () => `req-${requests++}`;
const visitors = createVisitorAnswers({
  securityHeaders: [['x-content-type-options', 'nosniff']],
  requestId,
  log: () => app.log,
  trustProxy: true,
});
const app = Fastify({
  loggerInstance: log,
  genReqId: requestId,
  trustProxy: true,
  serverFactory: serverWithVisitorAnswers(visitors),
});
// As the request guard does.
app.addHook('onRequest', (request, reply, done) => {
  reply.header('x-request-id', request.id);
  done();
});
app.get('/list', (request, reply) => {
  handled += 1;
  return sendCachedJson(
    request,
    reply,
    cache,
    'list',
    JSON.stringify,
    async () => [1, 2],
    visitors,
  );
});
// What a process without a shared cache has (several processes, no Redis): it stores nothing.
const cacheOff = createVersionedCache<EncodedBody>({ maxEntries: 0 });
let handledUncached = 0;
app.get('/uncached', (request, reply) => {
  handledUncached += 1;
  return sendCachedJson(request, reply, cacheOff, 'x', JSON.stringify, async () => [3], visitors);
});
let baseUrl = '';

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

/** The log lines of one request, found by its id. */
async function loggedRequest(headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}/list`, { headers });
  await response.text();
  const id = response.headers.get('x-request-id');
  return lines.filter((line) => line.reqId === id);
}

describe('request logs of early answers', () => {
  it('logs the same two lines, with the same fields, as the framework does', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9, 10.0.0.2', 'x-forwarded-host': 'a, b' };
    const byFramework = await loggedRequest(forwarded);
    const early = await loggedRequest(forwarded);
    expect(handled).toBe(1);
    const shape = (entries: Record<string, unknown>[]) =>
      entries.map(({ time: _t, pid: _p, hostname: _h, reqId: _r, responseTime, req, ...rest }) => ({
        ...rest,
        req: req && {
          ...(req as object),
          remotePort: typeof (req as { remotePort: unknown }).remotePort,
        },
        responseTime: typeof responseTime,
      }));
    expect(shape(early)).toEqual(shape(byFramework));
    expect(early[0]?.req).toMatchObject({
      method: 'GET',
      url: '/list',
      remoteAddress: '203.0.113.9',
      host: 'b',
    });
    expect(early.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});

describe('what is remembered', () => {
  const fakeRequest = (url: string, cookie?: string) =>
    ({
      method: 'GET',
      raw: { url },
      headers: cookie ? { cookie } : {},
      routeOptions: { url: '/list' },
    }) as unknown as FastifyRequest;
  const answer = { contentType: 'application/json', cacheControl: 'no-cache' };

  it('holds at most its limit of addresses, forgetting the oldest', () => {
    const bounded = createVisitorAnswers({ ...visitorsOptions(), maxAddresses: 2 });
    for (let i = 0; i < 50; i++)
      bounded.remember(fakeRequest(`/list?junk=${i}`), cache, 'list', answer);
    expect(bounded.size()).toBe(2);
  });

  it('skips answers the cache did not keep, so every request is answered in full', async () => {
    const before = visitors.size();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${baseUrl}/uncached`);
      expect(await response.json()).toEqual([3]);
    }
    expect(handledUncached).toBe(3);
    expect(visitors.size()).toBe(before);
  });

  it('skips long addresses and requests that carry a session', () => {
    const fresh = createVisitorAnswers(visitorsOptions());
    fresh.remember(fakeRequest(`/list?${'x'.repeat(600)}`), cache, 'list', answer);
    fresh.remember(fakeRequest('/list', 'theme=dark; stamp_session=abc'), cache, 'list', answer);
    expect(fresh.size()).toBe(0);
    fresh.remember(fakeRequest('/list', 'theme=dark'), cache, 'list', answer);
    expect(fresh.size()).toBe(1);
    fresh.stop();
    expect(fresh.size()).toBe(0);
  });
});

function visitorsOptions() {
  return {
    securityHeaders: [] as [string, string][],
    requestId: () => 'id',
    log: () => app.log,
    trustProxy: false,
  };
}
