import {
  bannersEnvelopeSchema,
  categoriesEnvelopeSchema,
  homeFeedEnvelopeSchema,
  homeFeedQuerySchema,
  mediaEnvelopeSchema,
  mediaListEnvelopeSchema,
  mediaListQuerySchema,
  resolvedEnvelopeSchema,
  subCategoriesEnvelopeSchema,
} from '@stamp/shared/schemas/catalog';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../http/auth';
import { sendCachedJson } from '../../http/cached-json';
import type { EncodedBody } from '../../http/encoded-body';
import { compileSerializer } from '../../http/serializer';
import type { VisitorAnswers } from '../../http/visitor-answers';
import { badRequest } from '../../lib/errors';
import type { VersionedCache } from '../../lib/versioned-cache';
import type { CatalogService } from './catalog.service';

const serialize = {
  categories: compileSerializer(categoriesEnvelopeSchema),
  subCategories: compileSerializer(subCategoriesEnvelopeSchema),
  mediaList: compileSerializer(mediaListEnvelopeSchema),
  media: compileSerializer(mediaEnvelopeSchema),
  homeFeed: compileSerializer(homeFeedEnvelopeSchema),
};

/**
 * Catalog reads. Answers differ only by whether the viewer is an active member (clean preview
 * URLs), so serialized bodies are cached per (route, parameters, member?) and the cache is
 * cleared by any catalog write (see catalog cache wiring in app.ts). A visitor's answer depends
 * on nothing else, so the next visitor at the same address is answered before the framework
 * (http/visitor-answers.ts).
 */
export function catalogRoutes(
  catalog: CatalogService,
  auth: Auth,
  cache: VersionedCache<EncodedBody>,
  visitors?: VisitorAnswers,
) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const viewerIsMember = async (...args: Parameters<Auth['optional']>) =>
      (await auth.optional(...args))?.user.membership.isActive ?? false;

    app.get(
      '/user/categories',
      { schema: { response: { 200: categoriesEnvelopeSchema } } },
      (request, reply) =>
        sendCachedJson(
          request,
          reply,
          cache,
          'categories',
          serialize.categories,
          async () => ({ success: true as const, data: await catalog.listCategories() }),
          visitors,
        ),
    );

    app.get(
      '/user/subcategories/:categoryId',
      {
        schema: {
          params: z.object({ categoryId: pathIdSchema('Category not found') }),
          response: { 200: subCategoriesEnvelopeSchema },
        },
      },
      (request, reply) =>
        sendCachedJson(
          request,
          reply,
          cache,
          `subcategories:${request.params.categoryId}`,
          serialize.subCategories,
          async () => {
            const { category, list } = await catalog.listSubCategories(request.params.categoryId);
            return { success: true as const, data: list, category };
          },
          visitors,
        ),
    );

    for (const type of ['image', 'video'] as const) {
      app.get(
        `/user/subcategories/:subcategoryId/media/${type}s`,
        {
          schema: {
            params: z.object({ subcategoryId: pathIdSchema('Sub-category not found') }),
            querystring: mediaListQuerySchema,
            response: { 200: mediaListEnvelopeSchema },
          },
        },
        async (request, reply) => {
          const { subcategoryId } = request.params;
          const { creativeType, cursor, limit } = request.query;
          if (type === 'image' && creativeType === 'reel') {
            const message = 'creativeType reel applies to videos only';
            throw badRequest(message, { creativeType: message });
          }
          const isMember = await viewerIsMember(request, reply);
          const key = `media:${subcategoryId}:${type}:${creativeType ?? ''}:${cursor ?? ''}:${limit}:${isMember}`;
          const page = async () => {
            const { items, nextCursor, subCategory } = await catalog.listMedia(
              { subCategoryId: subcategoryId, type, creativeType, cursor, limit },
              isMember,
            );
            return {
              success: true as const,
              data: items,
              paging: { nextCursor, limit },
              subCategory,
            };
          };
          return sendCachedJson(request, reply, cache, key, serialize.mediaList, page, visitors);
        },
      );
    }

    app.get(
      '/user/media/:mediaId',
      {
        schema: {
          params: z.object({ mediaId: pathIdSchema('Media not found') }),
          // The specification's client sends its user id; the session cookie is what counts.
          querystring: z.object({ userId: z.string().max(64).optional() }),
          response: { 200: mediaEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const isMember = await viewerIsMember(request, reply);
        return sendCachedJson(
          request,
          reply,
          cache,
          `media:${request.params.mediaId}:${isMember}`,
          serialize.media,
          async () => ({
            success: true as const,
            data: await catalog.getMedia(request.params.mediaId, isMember),
          }),
          visitors,
        );
      },
    );

    app.get(
      '/user/media/home/feeds',
      { schema: { querystring: homeFeedQuerySchema, response: { 200: homeFeedEnvelopeSchema } } },
      async (request, reply) => {
        const isMember = await viewerIsMember(request, reply);
        const { limit } = request.query;
        return sendCachedJson(
          request,
          reply,
          cache,
          `feeds:${limit}:${isMember}`,
          serialize.homeFeed,
          async () => ({
            success: true as const,
            data: await catalog.homeFeed(limit, isMember),
          }),
          visitors,
        );
      },
    );

    app.get(
      '/user/get-all-banners',
      { schema: { response: { 200: bannersEnvelopeSchema } } },
      async () => ({
        success: true as const,
        data: await catalog.banners(),
      }),
    );

    app.get(
      '/user/resolve/:id',
      {
        schema: {
          params: z.object({ id: pathIdSchema('Page not found') }),
          response: { 200: resolvedEnvelopeSchema },
        },
      },
      async (request, reply) => ({
        success: true as const,
        data: await catalog.resolve(request.params.id, await viewerIsMember(request, reply)),
      }),
    );
  };
}
