import { messageEnvelopeSchema } from '@stamp/shared/schemas/account';
import { contactBodySchema, newsletterBodySchema } from '@stamp/shared/schemas/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_BODY_LIMIT } from '../../http/request-input';
import type { ContactService } from './contact.service';

export function contactRoutes(contact: ContactService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/user/contactus',
      {
        bodyLimit: PUBLIC_BODY_LIMIT,
        schema: { body: contactBodySchema, response: { 200: messageEnvelopeSchema } },
      },
      async (request) => {
        await contact.sendMessage(request.body, request.ip);
        return {
          success: true as const,
          message: 'Thank you for contacting us! We will reply within 24 hours.',
        };
      },
    );

    app.post(
      '/user/add-news-letter',
      {
        bodyLimit: PUBLIC_BODY_LIMIT,
        schema: { body: newsletterBodySchema, response: { 200: messageEnvelopeSchema } },
      },
      async (request) => {
        await contact.requestCustomWork(request.body.email, request.ip);
        return { success: true as const, message: 'Subscribed successfully!' };
      },
    );
  };
}
