import { messageEnvelopeSchema } from '@stamp/shared/schemas/account';
import {
  adminMediaEnvelopeSchema,
  adminMediaListEnvelopeSchema,
  adminMediaListQuerySchema,
  mediaUpdateBodySchema,
  publicationBodySchema,
} from '@stamp/shared/schemas/admin-catalog';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaAdminService } from '../catalog/media-admin.service';
import { operatorOf, operatorTag } from './admin-auth';

const tags = [operatorTag('catalog')];
const mediaParams = z.object({ mediaId: pathIdSchema('Media not found') });
// An edit is a few fields and at most 20 short tags; nothing legitimate comes near this.
const EDIT_BODY_LIMIT = 16 * 1024;

/** The console's media grid and single items: edit, move, publish, schedule, unpublish, delete. */
export function adminMediaRoutes(media: MediaAdminService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/admin/media',
      {
        schema: {
          tags,
          querystring: adminMediaListQuerySchema,
          response: { 200: adminMediaListEnvelopeSchema },
        },
      },
      async (request) => {
        const query = request.query;
        const { items, total } = await media.listMedia(query);
        return {
          success: true as const,
          data: items,
          paging: { page: query.page, pageSize: query.pageSize, total },
        };
      },
    );

    app.get(
      '/admin/media/:mediaId',
      { schema: { tags, params: mediaParams, response: { 200: adminMediaEnvelopeSchema } } },
      async (request) => ({
        success: true as const,
        data: await media.getMedia(request.params.mediaId),
      }),
    );

    app.patch(
      '/admin/media/:mediaId',
      {
        bodyLimit: EDIT_BODY_LIMIT,
        schema: {
          tags,
          params: mediaParams,
          body: mediaUpdateBodySchema,
          response: { 200: adminMediaEnvelopeSchema },
        },
      },
      async (request) => {
        const data = await media.update(request.params.mediaId, request.body, operatorOf(request));
        const moved = request.body.subCategoryId !== undefined;
        return { success: true as const, message: moved ? 'Media moved' : 'Media updated', data };
      },
    );

    app.put(
      '/admin/media/:mediaId/publication',
      {
        bodyLimit: EDIT_BODY_LIMIT,
        schema: {
          tags,
          params: mediaParams,
          body: publicationBodySchema,
          response: { 200: adminMediaEnvelopeSchema },
        },
      },
      async (request) => {
        const { publication } = request.body;
        const data = await media.setPublication(
          request.params.mediaId,
          request.body,
          operatorOf(request),
        );
        const message =
          publication === 'published'
            ? 'Published'
            : publication === 'draft'
              ? 'Unpublished'
              : 'Scheduled';
        return { success: true as const, message, data };
      },
    );

    app.delete(
      '/admin/media/:mediaId',
      { schema: { tags, params: mediaParams, response: { 200: messageEnvelopeSchema } } },
      async (request) => {
        await media.delete(request.params.mediaId, operatorOf(request));
        return { success: true as const, message: 'Media deleted' };
      },
    );
  };
}
