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
          'message, code, fields? }. The session is the HttpOnly `stamp_session` cookie.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withNullInNullableEnums(
        'openapiObject' in document ? document.openapiObject : document.swaggerObject,
      ),
  });
  app.get('/api/docs', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}

/**
 * zod's `.nullable()` on an enum becomes `{ nullable: true, enum: [...] }`, but OpenAPI 3.0.3
 * says `nullable` does not widen an `enum`: strict clients then refused every non-member's
 * `membership.plan: null`. Every nullable enum gets `null` among its values.
 */
export function withNullInNullableEnums<T>(document: T): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const schema = node as { nullable?: unknown; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum.push(null);
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(document);
  return document;
}
