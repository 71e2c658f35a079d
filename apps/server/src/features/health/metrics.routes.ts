import { createHash, timingSafeEqual } from 'node:crypto';
import type { ErrorEnvelope } from '@stamp/shared/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import type { StampMetrics } from '../../lib/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`; anyone else gets 401 (the figures say how busy the shop is). Also times
 * every answer of the app by route pattern. Registered only when METRICS_TOKEN is set, so a
 * deployment without a scraper pays nothing per request.
 */
export function registerMetrics(app: FastifyInstance, metrics: StampMetrics, token: string) {
  const expected = digest(`Bearer ${token}`);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({
          success: false,
          message: 'A valid metrics token is required',
          code: 'UNAUTHORIZED',
        } satisfies ErrorEnvelope);
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
