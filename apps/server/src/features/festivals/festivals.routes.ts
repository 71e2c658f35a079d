import {
  festivalsEnvelopeSchema,
  festivalsQuerySchema,
  upcomingQuerySchema,
} from '@stamp/shared/schemas/festivals';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../../http/auth';
import type { FestivalsAnswer, FestivalsService, Viewer } from './festivals.service';

const tags = ['festivals'];

/** The festival calendar for visitors and users (`reminded` needs a session, nothing else does). */
export function festivalsRoutes(festivals: FestivalsService, auth: Auth) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const viewerOf = async (
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<Viewer | null> => {
      const session = await auth.optional(request, reply);
      return session
        ? { userId: session.user._id, isMember: session.user.membership.isActive }
        : null;
    };
    const send = (reply: FastifyReply, answer: FestivalsAnswer) =>
      // Depends on the viewer (reminders, members' clean previews) and on the day.
      reply.header('cache-control', 'private, no-cache').send({
        success: true as const,
        data: answer.festivals,
        today: answer.today,
      });

    app.get(
      '/user/festivals',
      {
        schema: {
          tags,
          querystring: festivalsQuerySchema,
          response: { 200: festivalsEnvelopeSchema },
        },
      },
      async (request, reply) =>
        send(reply, await festivals.list(request.query, await viewerOf(request, reply))),
    );

    app.get(
      '/user/festivals/upcoming',
      {
        schema: {
          tags,
          querystring: upcomingQuerySchema,
          response: { 200: festivalsEnvelopeSchema },
        },
      },
      async (request, reply) =>
        send(reply, await festivals.upcoming(request.query, await viewerOf(request, reply))),
    );
  };
}
