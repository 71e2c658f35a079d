import { errorEnvelopeSchema, okEnvelope } from '@stamp/shared/schemas/envelope';
import { healthSchema } from '@stamp/shared/schemas/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const healthEnvelope = okEnvelope(healthSchema);

/** For load balancers and the README's first check: 200 when the database answers, else 503. */
export function healthRoutes(pingDatabase: () => Promise<boolean>) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/health',
      { schema: { response: { 200: healthEnvelope, 503: errorEnvelopeSchema } } },
      async (_request, reply) => {
        if (!(await pingDatabase())) {
          return reply.status(503).send({
            success: false,
            message: 'The database is not answering',
            code: 'DATABASE_DOWN',
          });
        }
        return reply.send({
          success: true,
          data: { status: 'ok', database: 'ok', uptimeS: Math.round(process.uptime()) },
        });
      },
    );
  };
}
