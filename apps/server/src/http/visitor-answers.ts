import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyHttpOptions, FastifyRequest } from 'fastify';
import type { StampMetrics } from '../lib/metrics';
import type { VersionedCache } from '../lib/versioned-cache';
import { type EncodedBody, negotiateCoding } from './encoded-body';
import { SESSION_COOKIE } from './session-cookie';

/** How a cached body is sent: its type and caching headers (http/cached-json.ts). */
export interface CachedAnswer {
  contentType: string;
  cacheControl: string;
  vary?: string;
}

/**
 * The catalog's cached answers to visitors, sent before the framework sees the request.
 *
 * A visitor's catalog read (no session: every member-only difference comes from the session) is
 * a map lookup and a socket write of bytes encoded once, yet through Fastify it cost about 115
 * µs of CPU on a 2-core machine: routing, hooks, a child logger, query validation, two async
 * turns and a dozen `reply.header` calls. This answers the same request in about 60 µs (decision
 * 0030). It knows nothing of routes or queries: the framework answers an address first and, on a
 * cache hit, tells this which cache entry answered it (`remember`); the same address, byte for
 * byte, always validates and routes the same way, so later visitors get that entry's current
 * body with the headers the framework sends (a test holds the two to the same bytes). When the
 * entry is gone (a catalog write, its minute ended) the framework answers again and refills it.
 */
export interface VisitorAnswers {
  /** Sends the answer to `req` if its address is remembered; false hands it to the framework. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** A visitor's request was answered by `key` of `cache`: remember its address for the next. */
  remember(
    request: FastifyRequest,
    cache: VersionedCache<EncodedBody>,
    key: string,
    answer: CachedAnswer,
  ): void;
  /** Shutdown has begun: everything goes to the framework, which drains and answers 503. */
  stop(): void;
  /** The remembered addresses (tests: the bound holds). */
  size(): number;
}

export interface VisitorAnswersOptions {
  /** The API's security headers (http/security-headers.ts), as the request guard sends them. */
  securityHeaders: [string, string][];
  /** The framework's request-id rule (a caller's id kept, else a new one). */
  requestId: (req: IncomingMessage) => string;
  /** Fastify's logger, once it exists: request logs look the same from either path. */
  log: () => FastifyBaseLogger;
  /** TRUST_PROXY: the logged address is the forwarded client's, as Fastify logs it. */
  trustProxy: boolean;
  metrics?: StampMetrics;
  /** Addresses remembered at most; the oldest is forgotten beyond it. */
  maxAddresses?: number;
}

interface Remembered {
  cache: VersionedCache<EncodedBody>;
  key: string;
  answer: CachedAnswer;
  /** The route pattern, for the metrics (never the address: ids would explode the series). */
  route: string;
}

// Addresses longer than this are answered by the framework each time: no one links to them,
// and a cap on both count and length bounds what an address-spraying client can make us hold.
const MAX_REMEMBERED_URL = 512;
const SESSION_PREFIX = `${SESSION_COOKIE}=`;
// Fastify logs each request at `info`; the levels at which that shows.
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

export function createVisitorAnswers(options: VisitorAnswersOptions): VisitorAnswers {
  const { securityHeaders, requestId, log, trustProxy, metrics } = options;
  const maxAddresses = options.maxAddresses ?? 2000;
  const byAddress = new Map<string, Remembered>();
  let stopped = false;

  return {
    answer(req, res) {
      if (stopped || req.method !== 'GET') return false;
      const url = req.url ?? '';
      const remembered = byAddress.get(url);
      if (remembered === undefined) return false;
      // A member's answers differ (clean preview links); any session goes the long way.
      if (req.headers.cookie?.includes(SESSION_PREFIX)) return false;
      const body = remembered.cache.get(remembered.key);
      if (body === undefined) {
        byAddress.delete(url);
        return false;
      }
      const startedAt = performance.now();
      const id = requestId(req);
      const logger = log();
      const requestLog = LOGS_REQUESTS.has(logger.level) ? logger.child({ reqId: id }) : undefined;
      requestLog?.info({ req: loggedRequest(req, trustProxy) }, 'incoming request');

      const headers: Record<string, string | number> = {};
      for (const [name, value] of securityHeaders) headers[name] = value;
      headers['x-request-id'] = id;
      const { answer } = remembered;
      headers['cache-control'] = answer.cacheControl;
      headers.vary = answer.vary ?? 'accept-encoding';
      headers.etag = body.etag;
      let status = 200;
      if (matchesEtag(req.headers['if-none-match'], body.etag)) {
        status = 304;
        res.writeHead(status, headers);
        res.end();
      } else {
        const coding = negotiateCoding(req.headers['accept-encoding']);
        const bytes = (coding === 'identity' ? null : body[coding]) ?? body.identity;
        headers['content-type'] = answer.contentType;
        if (bytes !== body.identity) headers['content-encoding'] = coding;
        headers['content-length'] = bytes.length;
        res.writeHead(status, headers);
        res.end(bytes);
      }
      const seconds = (performance.now() - startedAt) / 1000;
      metrics?.request('GET', remembered.route, status, seconds);
      requestLog?.info(
        { res: { statusCode: status }, responseTime: seconds * 1000 },
        'request completed',
      );
      return true;
    },

    remember(request, cache, key, answer) {
      const url = request.raw.url;
      if (request.method !== 'GET' || url === undefined || url.length > MAX_REMEMBERED_URL) return;
      if (request.headers.cookie?.includes(SESSION_PREFIX)) return;
      byAddress.delete(url);
      byAddress.set(url, { cache, key, answer, route: request.routeOptions.url ?? url });
      if (byAddress.size > maxAddresses) {
        const oldest = byAddress.keys().next().value;
        if (oldest !== undefined) byAddress.delete(oldest);
      }
    },

    stop() {
      stopped = true;
      byAddress.clear();
    },

    size: () => byAddress.size,
  };
}

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make (same timeouts), whose
 * requests try the visitor answers first.
 */
export function serverWithVisitorAnswers(answers: VisitorAnswers) {
  return (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    options: FastifyHttpOptions<Server>,
  ): Server => {
    const server = createServer((req, res) => {
      if (!answers.answer(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/** `If-None-Match` holds one or more tags (weak or strong: the comparison is weak), or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * What Fastify's request serializer reads, so the log line has the same fields either way. With
 * TRUST_PROXY (every hop trusted) Fastify takes the client from the first forwarded entry and
 * the host from the last.
 */
function loggedRequest(req: IncomingMessage, trustProxy: boolean) {
  const forwardedFor = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const forwardedHost = trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const client = typeof forwardedFor === 'string' ? forwardedFor.split(',')[0]?.trim() : undefined;
  return {
    method: req.method,
    url: req.url,
    headers: req.headers,
    host: (typeof forwardedHost === 'string' && lastEntry(forwardedHost)) || req.headers.host,
    ip: client || req.socket.remoteAddress,
    socket: req.socket,
  };
}

const lastEntry = (header: string) => header.slice(header.lastIndexOf(',') + 1).trim();
