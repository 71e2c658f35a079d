import fastifyMultipart from '@fastify/multipart';
import { messageEnvelopeSchema } from '@stamp/shared/schemas/account';
import {
  categorySchema,
  creativeTypeSchema,
  mediaEnvelopeSchema,
  subCategorySchema,
} from '@stamp/shared/schemas/catalog';
import { okEnvelope } from '@stamp/shared/schemas/envelope';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveUpload } from '../../http/receive-upload';
import { badRequest } from '../../lib/errors';
import { type CatalogAdminService, MEDIA_UPLOAD_MAX_BYTES } from '../catalog/catalog-admin.service';
import { operatorOf, operatorTag } from './admin-auth';
import { catalogNameField } from './catalog-fields';

const flag = z
  .enum(['true', 'false', '1', '0', 'on', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'on');
const mediaFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(160, 'Title must be at most 160 characters'),
  creativeType: creativeTypeSchema,
  isTrending: flag,
  isLatest: flag,
});

/** Operators build the catalog: categories, sub-categories, uploads, the top banner text. */
export function adminCatalogRoutes(admin: CatalogAdminService) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(fastifyMultipart);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/admin/categories',
      {
        schema: {
          tags: [operatorTag('catalog')],
          body: z.object({
            name: catalogNameField,
            sortOrder: z.number().int().min(0).max(10_000).default(0),
          }),
          response: { 201: okEnvelope(categorySchema) },
        },
      },
      async (request, reply) => {
        const data = await admin.createCategory(
          request.body.name,
          request.body.sortOrder,
          operatorOf(request),
        );
        return reply.status(201).send({ success: true, message: 'Category created', data });
      },
    );

    app.post(
      '/admin/categories/:categoryId/subcategories',
      {
        schema: {
          tags: [operatorTag('catalog')],
          params: z.object({ categoryId: pathIdSchema('Category not found') }),
          body: z.object({
            name: catalogNameField,
            sortOrder: z.number().int().min(0).max(10_000).default(0),
          }),
          response: { 201: okEnvelope(subCategorySchema) },
        },
      },
      async (request, reply) => {
        const data = await admin.createSubCategory(
          request.params.categoryId,
          request.body.name,
          request.body.sortOrder,
          operatorOf(request),
        );
        return reply.status(201).send({ success: true, message: 'Sub-category created', data });
      },
    );

    // multipart/form-data: `file` plus the fields of mediaFieldsSchema.
    app.post(
      '/admin/subcategories/:subCategoryId/media',
      {
        schema: {
          tags: [operatorTag('catalog')],
          params: z.object({ subCategoryId: pathIdSchema('Sub-category not found') }),
          response: { 201: mediaEnvelopeSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
        const upload = await receiveUpload(request, { maxBytes: MEDIA_UPLOAD_MAX_BYTES });
        try {
          const parsed = mediaFieldsSchema.safeParse(upload.fields);
          if (!parsed.success) {
            const fields = Object.fromEntries(
              parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
            );
            throw badRequest(Object.values(fields)[0] ?? 'Invalid fields', fields);
          }
          const data = await admin.addMedia(
            request.params.subCategoryId,
            { filePath: upload.path },
            parsed.data,
            operatorOf(request),
          );
          return reply.status(201).send({ success: true, message: 'Uploaded', data });
        } finally {
          await upload.cleanup();
        }
      },
    );

    app.put(
      '/admin/site-settings/top-banner',
      {
        schema: {
          tags: [operatorTag('site')],
          body: z.object({
            topBannerText: z.string().trim().min(1, 'Banner text is required').max(120),
          }),
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        await admin.setTopBannerText(request.body.topBannerText, operatorOf(request));
        return { success: true as const, message: 'Top banner updated' };
      },
    );
  };
}
