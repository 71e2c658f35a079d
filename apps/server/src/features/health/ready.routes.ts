import { errorEnvelopeSchema, okEnvelope } from '@stamp/shared/schemas/envelope';
import { type Ready, readySchema } from '@stamp/shared/schemas/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const readyEnvelope = okEnvelope(readySchema);
// A dependency that has not answered in this long counts as down: a load balancer's probe
// should hear back quickly either way.
const PROBE_TIMEOUT_MS = 2_000;

export interface ReadinessProbes {
  database(): Promise<boolean>;
  /** Only when REDIS_URL is set. */
  redis?: () => Promise<boolean>;
  storage(): Promise<boolean>;
  jobs(): Promise<boolean>;
  /** True from SIGTERM on: the process is finishing its work and wants no more. */
  draining(): boolean;
}

async function answers(probe: () => Promise<boolean>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([probe().catch(() => false), late])) ? 'ok' : 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready, for load balancers and orchestrators: 200 when this process can serve (its
 * database, Redis, storage and job queue answer), 503 naming what does not, and 503 while it
 * drains after SIGTERM. /api/health stays the cheap "is the process alive" check.
 */
export function readyRoutes(probes: ReadinessProbes) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/ready',
      { schema: { response: { 200: readyEnvelope, 503: errorEnvelopeSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const [database, redis, storage, jobs] = await Promise.all([
          answers(probes.database),
          probes.redis ? answers(probes.redis) : undefined,
          answers(probes.storage),
          answers(probes.jobs),
        ]);
        const checks: Ready['checks'] = { database, storage, jobs, ...(redis ? { redis } : {}) };
        if (probes.draining()) {
          return reply.status(503).send({
            success: false,
            message: 'This process is shutting down',
            code: 'DRAINING',
          });
        }
        const down = Object.entries(checks).filter(([, state]) => state === 'down');
        if (down.length > 0) {
          return reply.status(503).send({
            success: false,
            message: `Not ready: ${down.map(([name]) => name).join(', ')} not answering`,
            code: 'NOT_READY',
            fields: Object.fromEntries(down.map(([name]) => [name, 'not answering'])),
          });
        }
        return reply.send({ success: true, data: { status: 'ready', checks } });
      },
    );
  };
}
