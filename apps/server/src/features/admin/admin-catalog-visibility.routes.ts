import { readFile } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  adminCategoriesEnvelopeSchema,
  adminCategoryEnvelopeSchema,
  adminSubCategoriesEnvelopeSchema,
  adminSubCategoryEnvelopeSchema,
  visibilityBodySchema,
} from '@stamp/shared/schemas/admin-catalog';
import { idSchema, pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveUpload } from '../../http/receive-upload';
import { badRequest } from '../../lib/errors';
import { MediaTooLargeError } from '../../lib/media-errors';
import type { CatalogAdminService } from '../catalog/catalog-admin.service';
import { CARD_IMAGE_MAX_BYTES } from '../catalog/catalog-admin.service';
import type { CatalogStructureService } from '../catalog/catalog-structure.service';
import type { MediaAdminService } from '../catalog/media-admin.service';
import { operatorOf, operatorTag } from './admin-auth';

const tags = [operatorTag('catalog')];
const categoryParams = z.object({ categoryId: pathIdSchema('Category not found') });
const subCategoryParams = z.object({ subCategoryId: pathIdSchema('Sub-category not found') });

/** The card image of a category or sub-category, as one image file in the `file` field. */
async function receiveCardImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data');
  const upload = await receiveUpload(request, {
    maxBytes: CARD_IMAGE_MAX_BYTES,
    fileField: 'file',
    missingFile: 'Attach the image as the "file" field',
    tooLarge: () => new MediaTooLargeError('This image is larger than 10 MB'),
  });
  try {
    return await readFile(upload.path);
  } finally {
    await upload.cleanup();
  }
}

/**
 * The console's view of the catalog's shape: every category and sub-category (hidden ones too,
 * with all their items counted), hide or show, card images, and moving a sub-category.
 */
export function adminCatalogVisibilityRoutes(deps: {
  structure: CatalogStructureService;
  admin: CatalogAdminService;
  media: MediaAdminService;
}) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(fastifyMultipart);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/admin/categories',
      { schema: { tags, response: { 200: adminCategoriesEnvelopeSchema } } },
      async () => ({ success: true as const, data: await deps.media.listCategories() }),
    );

    app.get(
      '/admin/subcategories',
      {
        schema: {
          tags,
          querystring: z.object({ categoryId: idSchema.optional() }),
          response: { 200: adminSubCategoriesEnvelopeSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await deps.media.listSubCategories(request.query.categoryId),
      }),
    );

    app.put(
      '/admin/subcategories/:subCategoryId/category',
      {
        schema: {
          tags,
          params: subCategoryParams,
          body: z.object({ categoryId: idSchema }),
          response: { 200: adminSubCategoryEnvelopeSchema },
        },
      },
      async (request) => {
        const { subCategoryId } = request.params;
        await deps.structure.moveSubCategory(
          subCategoryId,
          request.body.categoryId,
          operatorOf(request),
        );
        return {
          success: true as const,
          message: 'Sub-category moved',
          data: await deps.media.subCategory(subCategoryId),
        };
      },
    );

    app.put(
      '/admin/categories/:categoryId/visibility',
      {
        schema: {
          tags,
          params: categoryParams,
          body: visibilityBodySchema,
          response: { 200: adminCategoryEnvelopeSchema },
        },
      },
      async (request) => {
        const { categoryId } = request.params;
        const { hidden } = request.body;
        await deps.structure.setCategoryHidden(categoryId, hidden, operatorOf(request));
        return {
          success: true as const,
          message: hidden ? 'Category hidden' : 'Category shown',
          data: await deps.media.category(categoryId),
        };
      },
    );

    app.put(
      '/admin/subcategories/:subCategoryId/visibility',
      {
        schema: {
          tags,
          params: subCategoryParams,
          body: visibilityBodySchema,
          response: { 200: adminSubCategoryEnvelopeSchema },
        },
      },
      async (request) => {
        const { subCategoryId } = request.params;
        const { hidden } = request.body;
        await deps.structure.setSubCategoryHidden(subCategoryId, hidden, operatorOf(request));
        return {
          success: true as const,
          message: hidden ? 'Sub-category hidden' : 'Sub-category shown',
          data: await deps.media.subCategory(subCategoryId),
        };
      },
    );

    // multipart/form-data: `file`, an image (JPEG, PNG, WebP, AVIF, HEIC; at most 10 MB).
    app.put(
      '/admin/categories/:categoryId/thumbnail',
      { schema: { tags, params: categoryParams, response: { 200: adminCategoryEnvelopeSchema } } },
      async (request) => {
        const { categoryId } = request.params;
        await deps.media.category(categoryId); // 404 before reading a file for nothing
        const image = await receiveCardImage(request);
        await deps.admin.setCardImage({ categoryId }, image, operatorOf(request));
        return {
          success: true as const,
          message: 'Thumbnail updated',
          data: await deps.media.category(categoryId),
        };
      },
    );

    app.put(
      '/admin/subcategories/:subCategoryId/thumbnail',
      {
        schema: {
          tags,
          params: subCategoryParams,
          response: { 200: adminSubCategoryEnvelopeSchema },
        },
      },
      async (request) => {
        const { subCategoryId } = request.params;
        await deps.media.subCategory(subCategoryId);
        const image = await receiveCardImage(request);
        await deps.admin.setCardImage({ subCategoryId }, image, operatorOf(request));
        return {
          success: true as const,
          message: 'Thumbnail updated',
          data: await deps.media.subCategory(subCategoryId),
        };
      },
    );
  };
}
