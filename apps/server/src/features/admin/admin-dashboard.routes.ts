import { dashboardQuerySchema, dashboardSchema } from '@stamp/shared/schemas/admin-people';
import { okEnvelope } from '@stamp/shared/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DashboardService } from '../analytics/dashboard.service';
import { operatorTag } from './admin-auth';

/**
 * `GET /admin/dashboard?days=7|30|90`. In the `payments` area, so admins only: it shows
 * revenue, which the issue keeps from editors.
 */
export function adminDashboardRoutes(dashboard: DashboardService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/admin/dashboard',
      {
        schema: {
          tags: [operatorTag('payments')],
          querystring: dashboardQuerySchema,
          response: { 200: okEnvelope(dashboardSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await dashboard.summary(request.query.days),
      }),
    );
  };
}
