import type { ErrorEnvelope } from '@stamp/shared/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import { inRequestLanguage } from './answer-language';
import { securityHeaders } from './security-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The specification's logout is a GET that changes state; it gets the same protection.
const STATE_CHANGING_GETS = new Set(['/api/v1/user/logout']);
// Authorised by a signed token in the address, never by a cookie, so another site's request
// carries nothing to abuse; and RFC 8058's one-click POST may come from a webmail's page.
const TOKEN_ONLY_POSTS = new Set(['/api/v1/reminders/unsubscribe']);

/**
 * What every request goes through first, in one synchronous hook because it runs on every call
 * (each extra hook showed up in the get-user profile):
 * - security headers, request id and, while draining for shutdown, `connection: close`;
 * - the cross-site check: a state-changing request whose `Origin` is neither ours nor the host
 *   it was sent to, or that the browser marks `Sec-Fetch-Site: cross-site`, is refused (CSRF).
 *   Browsers send one or both on such requests; clients with neither (curl, webhooks) are not
 *   browsers carrying someone's cookie, so they pass.
 */
export function registerRequestGuard(app: FastifyInstance, publicUrl: URL): void {
  const headers = securityHeaders(publicUrl);
  const publicOrigin = publicUrl.origin;
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    // A keep-alive socket whose request finishes during the drain would hold the server open
    // until its idle timeout: close each one as soon as it goes idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 25).unref();
    app.server.once('close', () => clearInterval(sweep));
    done();
  });

  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    // Media files are not documents either: they get the API's set (and their own policy).
    const isApi = url.startsWith('/api/') || url.startsWith('/media/');
    for (const [name, value] of isApi ? headers.api : headers.document) reply.header(name, value);
    reply.header('x-request-id', request.id);
    if (draining) reply.header('connection', 'close');

    const path = routePath(url);
    if (SAFE_METHODS.has(request.method) && !STATE_CHANGING_GETS.has(path)) return done();
    if (request.method === 'POST' && TOKEN_ONLY_POSTS.has(path)) return done();
    // A cross-site top-level navigation (a link or form to our logout on another site) sends no
    // Origin, but every current browser says where it came from in Sec-Fetch-Site.
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (site !== 'cross-site') {
      if (origin === undefined || origin === publicOrigin) return done();
      if (origin !== 'null' && hostOf(origin) === request.host) return done();
    }
    reply.status(403).send(
      inRequestLanguage(request, {
        success: false,
        message: 'Cross-site request refused',
        code: 'FOREIGN_ORIGIN',
      } satisfies ErrorEnvelope),
    );
  });
}

/** The path as the router matches it: no query, no trailing slash (`ignoreTrailingSlash`). */
function routePath(url: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
