import {
  customWorkPageSchema,
  handledStateSchema,
  inboxMessagesPageSchema,
  inboxQuerySchema,
  inboxStatusSchema,
  setHandledBodySchema,
} from '@stamp/shared/schemas/admin-people';
import { okEnvelope } from '@stamp/shared/schemas/envelope';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InboxKind, InboxService } from '../contact/inbox.service';
import { operatorOf, operatorTag } from './admin-auth';

const exportQuery = z.object({ status: inboxStatusSchema.default('all') });

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** The inbox (editors too): contact messages and custom-work requests. */
export function adminInboxRoutes(inbox: InboxService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = [operatorTag('inbox')];

    app.get(
      '/admin/inbox/messages',
      {
        schema: {
          tags,
          querystring: inboxQuerySchema,
          response: { 200: okEnvelope(inboxMessagesPageSchema) },
        },
      },
      async (request) => ({ success: true as const, data: await inbox.messages(request.query) }),
    );

    app.get(
      '/admin/inbox/custom-work',
      {
        schema: {
          tags,
          querystring: inboxQuerySchema,
          response: { 200: okEnvelope(customWorkPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await inbox.customWork(request.query),
      }),
    );

    app.get(
      '/admin/inbox/messages/export.csv',
      { schema: { tags, querystring: exportQuery } },
      async (request, reply) =>
        sendCsv(reply, 'contact-messages', await inbox.messagesCsv(request.query.status)),
    );

    app.get(
      '/admin/inbox/custom-work/export.csv',
      { schema: { tags, querystring: exportQuery } },
      async (request, reply) =>
        sendCsv(reply, 'custom-work-requests', await inbox.customWorkCsv(request.query.status)),
    );

    const handledRoute = (kind: InboxKind, notFound: string) =>
      app.put(
        `/admin/inbox/${kind}/:id/handled`,
        {
          schema: {
            tags,
            params: z.object({ id: pathIdSchema(notFound) }),
            body: setHandledBodySchema,
            response: { 200: okEnvelope(handledStateSchema) },
          },
        },
        async (request) => {
          const data = await inbox.setHandled(
            operatorOf(request),
            kind,
            request.params.id,
            request.body.handled,
          );
          return {
            success: true as const,
            message: data.handled ? 'Marked handled' : 'Marked not handled',
            data,
          };
        },
      );
    handledRoute('messages', 'Message not found');
    handledRoute('custom-work', 'Request not found');
  };
}
