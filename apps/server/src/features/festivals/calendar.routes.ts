import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CalendarService } from './calendar.service';

const tags = ['festivals'];
const ICS = 'text/calendar; charset=utf-8';
const icsResponse = {
  200: z.string().describe('An iCalendar (RFC 5545) document').meta({ contentMediaType: ICS }),
};

/** The calendar feeds calendar apps subscribe to. */
export function calendarRoutes(calendar: CalendarService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // Registered before `:token.ics`, and a static path wins in the router either way.
    app.get(
      '/calendar/public.ics',
      {
        schema: {
          tags,
          summary: 'Every festival the calendar holds, for anyone',
          produces: [ICS],
          response: icsResponse,
        },
      },
      async (_request, reply) => {
        const body = await calendar.publicFeed();
        // The same for everyone and changed only by a new release: proxies may keep it an hour.
        return reply.type(ICS).header('cache-control', 'public, max-age=3600').send(body);
      },
    );

    app.get(
      '/calendar/:token.ics',
      {
        schema: {
          tags,
          summary: "A user's festivals, behind the secret address of GET /user/reminders",
          // Checked by the service: any malformed token is the same 404 as an unknown one.
          params: z.object({ token: z.string().max(200) }),
          produces: [ICS],
          response: icsResponse,
        },
      },
      async (request, reply) => {
        const body = await calendar.privateFeed(request.params.token);
        return reply.type(ICS).header('cache-control', 'private, no-store').send(body);
      },
    );
  };
}
