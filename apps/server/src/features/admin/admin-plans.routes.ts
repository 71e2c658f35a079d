import {
  adminPlanSchema,
  updatedPlanSchema,
  updatePlanBodySchema,
} from '@stamp/shared/schemas/admin-people';
import { okEnvelope } from '@stamp/shared/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlanAdminService } from '../membership/plan-admin.service';
import { operatorOf, operatorTag } from './admin-auth';

/** Plans in the console (admins only): price, daily allowance, Razorpay plan id, active. */
export function adminPlansRoutes(plans: PlanAdminService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = [operatorTag('plans')];

    app.get(
      '/admin/plans',
      { schema: { tags, response: { 200: okEnvelope(z.array(adminPlanSchema)) } } },
      async () => ({ success: true as const, data: await plans.list() }),
    );

    app.patch(
      '/admin/plans/:code',
      {
        schema: {
          tags,
          // Any text: an unknown code is a 404 from the service, like an unknown id.
          params: z.object({ code: z.string().max(20) }),
          body: updatePlanBodySchema,
          response: { 200: okEnvelope(updatedPlanSchema) },
        },
      },
      async (request) => {
        const data = await plans.update(operatorOf(request), request.params.code, request.body);
        return { success: true as const, message: 'Plan saved', data };
      },
    );
  };
}
