import { funnelEventBodySchema } from '@stamp/shared/schemas/admin-people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FunnelService } from './funnel.service';

// `{"step":"premium_modal_shown"}` is 30 bytes: anything much larger is not ours.
const FUNNEL_BODY_LIMIT = 256;

/** `POST /events/funnel`: anyone, signed in or not, counts a step of the membership funnel. */
export function funnelRoutes(funnel: FunnelService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/events/funnel',
      { bodyLimit: FUNNEL_BODY_LIMIT, schema: { body: funnelEventBodySchema } },
      async (request, reply) => {
        await funnel.record(request.body.step, request.ip);
        return reply.status(204).send();
      },
    );
  };
}
