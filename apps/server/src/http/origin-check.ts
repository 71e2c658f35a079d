import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The specification's logout is a GET that changes state; it gets the same protection.
const STATE_CHANGING_GETS = new Set(['/api/v1/user/logout']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers always send
 * `Origin` on such requests; clients without one (curl, server-to-server webhooks) are not
 * browsers carrying someone's cookie, so they pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (SAFE_METHODS.has(request.method) && !STATE_CHANGING_GETS.has(path)) return;
    const origin = request.headers.origin;
    if (origin === undefined || origin === publicOrigin) return;
    if (origin !== 'null' && safeHost(origin) === request.host) return;
    return reply.status(403).send({
      success: false,
      message: 'Cross-site request refused',
      code: 'FOREIGN_ORIGIN',
    });
  });
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
