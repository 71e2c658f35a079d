import type { ErrorEnvelope } from '@stamp/shared/schemas/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inRequestLanguage } from './answer-language';

const SERVER_PATH = /^\/(?:api|media)(?:\/|$)/;

/**
 * Unknown API and media paths answer 404 JSON; a known path with the wrong method answers 405
 * with an `Allow` header. Everything else is left to `fallback` (the web app's pages): a missing
 * image must not come back as the app's index.html with status 200.
 */
export function registerNotFound(
  app: FastifyInstance,
  fallback: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  const routes: { pattern: RegExp; method: string }[] = [];
  app.addHook('onRoute', (route) => {
    if (!SERVER_PATH.test(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = new RegExp(
      `^${route.url
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:[^/]+/g, '[^/]+')
        .replace(/\*/g, '.*')}/?$`,
    );
    for (const method of methods) if (method !== 'HEAD') routes.push({ pattern, method });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!SERVER_PATH.test(path)) return fallback(request, reply);
    const allowed = [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    // A pattern can match a path its route did not take (`/media/` against `/media/*`): that is
    // a missing page, not a wrong method.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return reply.status(405).send(
        inRequestLanguage(request, {
          success: false,
          message: `Method ${request.method} is not allowed here; use ${allowed.join(' or ')}`,
          code: 'METHOD_NOT_ALLOWED',
        } satisfies ErrorEnvelope),
      );
    }
    return reply.status(404).send(
      inRequestLanguage(request, {
        success: false,
        message: 'Not found',
        code: 'NOT_FOUND',
      } satisfies ErrorEnvelope),
    );
  });
}
