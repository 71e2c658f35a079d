import {
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  disabledStateSchema,
  setDisabledBodySchema,
} from '@stamp/shared/schemas/admin-people';
import { okEnvelope } from '@stamp/shared/schemas/envelope';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserAdminService } from '../account/user-admin.service';
import { operatorOf, operatorTag } from './admin-auth';

const params = z.object({ userId: pathIdSchema('User not found') });

/** Users in the console (admins only): search, a user's page, disable and enable. */
export function adminUsersRoutes(users: UserAdminService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = [operatorTag('users')];

    app.get(
      '/admin/users',
      {
        schema: {
          tags,
          querystring: adminUsersQuerySchema,
          response: { 200: okEnvelope(adminUsersPageSchema) },
        },
      },
      async (request) => ({ success: true as const, data: await users.list(request.query) }),
    );

    app.get(
      '/admin/users/:userId',
      { schema: { tags, params, response: { 200: okEnvelope(adminUserDetailSchema) } } },
      async (request) => ({
        success: true as const,
        data: await users.detail(request.params.userId),
      }),
    );

    app.put(
      '/admin/users/:userId/disabled',
      {
        schema: {
          tags,
          params,
          body: setDisabledBodySchema,
          response: { 200: okEnvelope(disabledStateSchema) },
        },
      },
      async (request) => {
        const data = await users.setDisabled(
          operatorOf(request),
          request.params.userId,
          request.body.disabled,
        );
        const message = data.disabled
          ? 'Account disabled: every session has ended'
          : 'Account enabled';
        return { success: true as const, message, data };
      },
    );
  };
}
