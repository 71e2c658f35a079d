import { auditPageSchema, auditQuerySchema } from '@stamp/shared/schemas/admin-people';
import { okEnvelope } from '@stamp/shared/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditService } from './admin-audit.service';
import { operatorTag } from './admin-auth';

/** `GET /admin/audit`: every operator write, filtered (admins only: the `roles` area). */
export function adminAuditRoutes(audit: AuditService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/admin/audit',
      {
        schema: {
          tags: [operatorTag('roles')],
          querystring: auditQuerySchema,
          response: { 200: okEnvelope(auditPageSchema) },
        },
      },
      async (request) => ({ success: true as const, data: await audit.list(request.query) }),
    );
  };
}
