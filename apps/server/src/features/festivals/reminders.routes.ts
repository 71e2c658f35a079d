import {
  feedUrlEnvelopeSchema,
  reminderSettingsEnvelopeSchema,
  reminderSettingsUpdateSchema,
} from '@stamp/shared/schemas/festivals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../../http/auth';
import type { RemindersService } from './reminders.service';

const tags = ['festivals'];

/** The signed-in user's festival reminders and private calendar feed. */
export function remindersRoutes(reminders: RemindersService, auth: Auth) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/user/reminders',
      { schema: { tags, response: { 200: reminderSettingsEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const data = await reminders.get(session.user._id);
        // It carries the feed's secret address.
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, data };
      },
    );

    app.put(
      '/user/reminders',
      {
        schema: {
          tags,
          body: reminderSettingsUpdateSchema,
          response: { 200: reminderSettingsEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const data = await reminders.replace(session.user._id, request.body);
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, message: 'Reminders saved', data };
      },
    );

    app.post(
      '/user/reminders/feed',
      { schema: { tags, response: { 200: feedUrlEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const data = await reminders.regenerateFeed(session.user._id);
        reply.header('cache-control', 'private, no-store');
        return {
          success: true as const,
          message: 'New calendar address made; the old one no longer works',
          data,
        };
      },
    );
  };
}
