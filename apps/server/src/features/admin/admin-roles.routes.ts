import { okEnvelope } from '@stamp/shared/schemas/envelope';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RolesService } from '../account/roles.service';
import { operatorOf, operatorTag } from './admin-auth';

const staffRoleSchema = z.enum(['user', 'editor'], {
  error: 'Role must be "user" or "editor"',
});

/** `PUT /admin/users/:userId/role`: an admin makes a user an editor, or takes that away. */
export function adminRolesRoutes(roles: RolesService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.put(
      '/admin/users/:userId/role',
      {
        schema: {
          tags: [operatorTag('roles')],
          params: z.object({ userId: pathIdSchema('User not found') }),
          body: z.object({ role: staffRoleSchema }),
          response: { 200: okEnvelope(z.object({ _id: z.string(), role: staffRoleSchema })) },
        },
      },
      async (request) => {
        const data = await roles.setRole(
          operatorOf(request),
          request.params.userId,
          request.body.role,
        );
        const message = data.role === 'editor' ? 'Made an editor' : 'No longer an editor';
        return { success: true as const, message, data };
      },
    );
  };
}
