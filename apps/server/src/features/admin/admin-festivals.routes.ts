import {
  adminFestivalEnvelopeSchema,
  adminFestivalLinkSchema,
  adminFestivalsEnvelopeSchema,
} from '@stamp/shared/schemas/festivals';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FestivalAdminService } from '../festivals/festival-admin.service';
import { operatorOf, operatorTag } from './admin-auth';

// Linking festivals to the catalog's sub-categories is catalog work: editors do it too.
const tags = [operatorTag('catalog')];

/** The festival calendar in the console: every festival, and its link to a sub-category. */
export function adminFestivalsRoutes(festivals: FestivalAdminService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/admin/festivals',
      { schema: { tags, response: { 200: adminFestivalsEnvelopeSchema } } },
      async () => ({ success: true as const, data: await festivals.list() }),
    );

    app.put(
      '/admin/festivals/:festivalId',
      {
        schema: {
          tags,
          params: z.object({ festivalId: pathIdSchema('Festival not found') }),
          body: adminFestivalLinkSchema,
          response: { 200: adminFestivalEnvelopeSchema },
        },
      },
      async (request) => {
        const data = await festivals.link(
          request.params.festivalId,
          request.body.subCategoryId,
          operatorOf(request),
        );
        return {
          success: true as const,
          message: data.subCategory ? 'Festival linked' : 'Festival unlinked',
          data,
        };
      },
    );
  };
}
