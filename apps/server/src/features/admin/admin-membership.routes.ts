import { okEnvelope } from '@stamp/shared/schemas/envelope';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import { planCodeSchema } from '@stamp/shared/schemas/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MembershipGrantsService } from '../membership/membership-grants.service';
import { operatorOf, operatorTag } from './admin-auth';

const grantSchema = z.object({
  plan: planCodeSchema,
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
});
const params = z.object({ userId: pathIdSchema('User not found') });

/** Support staff comp or revoke a membership (operators only). */
export function adminMembershipRoutes(grants: MembershipGrantsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/admin/users/:userId/membership',
      {
        schema: {
          tags: [operatorTag('users')],
          params,
          body: z.object({
            plan: planCodeSchema,
            days: z
              .number()
              .int()
              .min(1, 'days must be at least 1')
              .max(366, 'days must be at most 366'),
          }),
          response: { 200: okEnvelope(grantSchema) },
        },
      },
      async (request) => {
        const { plan, days } = request.body;
        const data = await grants.grant(operatorOf(request), request.params.userId, plan, days);
        return { success: true as const, message: 'Membership granted', data };
      },
    );

    app.delete(
      '/admin/users/:userId/membership',
      {
        schema: {
          tags: [operatorTag('users')],
          params,
          response: { 200: okEnvelope(grantSchema) },
        },
      },
      async (request) => {
        const data = await grants.revoke(operatorOf(request), request.params.userId);
        return { success: true as const, message: 'Membership revoked', data };
      },
    );
  };
}
