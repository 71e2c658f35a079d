import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of every route, at `GET /api/docs` (DESIGN.md "API"), generated from the
 * same zod schemas that validate requests and serialize answers, so it cannot drift from them.
 * Registered before the routes: the plugin collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Stamp API',
        version: '1',
        description:
          'Creatives marketplace: catalog, search, accounts, editor downloads, memberships. ' +
          'Answers use the envelope { success, message?, data }; failures { success: false, ' +
          'message, code?, fields? }. The session is the HttpOnly `stamp_session` cookie.',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
