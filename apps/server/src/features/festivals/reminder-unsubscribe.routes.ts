import { messageEnvelopeSchema } from '@stamp/shared/schemas/envelope';
import { reminderUnsubscribeQuerySchema } from '@stamp/shared/schemas/festivals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RemindersService } from './reminders.service';

const tags = ['festivals'];
// `List-Unsubscribe=One-Click` and little else: RFC 8058's body.
const FORM_BODY_LIMIT = 1024;

/**
 * A reminder e-mail's unsubscribe, without signing in: the token in the address is signed for
 * one account (unsubscribe-token.ts). Only a POST unsubscribes: mail scanners and link previews
 * open (GET) every address in a message, so the GET leads to the web page with the button.
 */
export function reminderUnsubscribeRoutes(reminders: RemindersService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Mail providers send the one-click POST form-encoded (RFC 8058 §3.1); only these routes
    // read forms, and what the form says is not needed: the POST itself is the request.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.post(
      '/reminders/unsubscribe',
      {
        schema: {
          tags,
          description:
            "Stops the token's account's festival reminders (no festival chosen, no region). " +
            'The List-Unsubscribe address of every reminder e-mail: mail providers POST ' +
            '`List-Unsubscribe=One-Click` form-encoded (RFC 8058); the web page ' +
            '`/reminders/unsubscribe` POSTs with no body. A token this server did not sign: 400.',
          querystring: reminderUnsubscribeQuerySchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await reminders.unsubscribe(request.query.token);
        reply.header('cache-control', 'no-store');
        return { success: true as const, message: 'You will get no more festival reminders.' };
      },
    );

    app.get(
      '/reminders/unsubscribe',
      {
        schema: {
          tags,
          description:
            'Changes nothing: sends a browser (or a mail client that opens the List-Unsubscribe ' +
            'address) to the web page `/reminders/unsubscribe`, whose button POSTs here.',
          querystring: reminderUnsubscribeQuerySchema,
        },
      },
      async (request, reply) => {
        const page = `/reminders/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        reply.header('cache-control', 'no-store');
        return reply.redirect(page, 303);
      },
    );
  };
}
