import { funnelEventBodySchema } from '@stamp/shared/schemas/admin-people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Database } from '../../db/client';
import { createFunnelRepo } from './funnel.repo';

// `{"step":"premium_modal_shown"}` is 30 bytes: anything much larger is not ours.
const FUNNEL_BODY_LIMIT = 256;

/**
 * `POST /events/funnel`: the web app counts a step of the membership funnel (the premium modal
 * shown, the checkout opened). Anyone may call it, signed in or not; nothing about the caller is
 * stored, and each address is rate-limited so a loop cannot inflate the figures.
 */
export function funnelRoutes(deps: { db: Database; limiter: RateLimiter; today: () => string }) {
  const repo = createFunnelRepo(deps.db);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/events/funnel',
      { bodyLimit: FUNNEL_BODY_LIMIT, schema: { body: funnelEventBodySchema } },
      async (request, reply) => {
        await deps.limiter.consume('funnelEventsPerIp', request.ip);
        await repo.increment(deps.today(), request.body.step);
        return reply.status(204).send();
      },
    );
  };
}
