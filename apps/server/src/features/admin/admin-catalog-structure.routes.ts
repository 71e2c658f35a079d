import { messageEnvelopeSchema } from '@stamp/shared/schemas/account';
import { categorySchema, subCategorySchema } from '@stamp/shared/schemas/catalog';
import { okEnvelope } from '@stamp/shared/schemas/envelope';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogStructureService } from '../catalog/catalog-structure.service';
import { operatorOf, operatorTag } from './admin-auth';
import { catalogNameField } from './catalog-fields';

const tags = [operatorTag('catalog')];
const categoryParams = z.object({ categoryId: pathIdSchema('Category not found') });
const subCategoryParams = z.object({ subCategoryId: pathIdSchema('Sub-category not found') });
const orderBody = z.object({
  // A catalog has tens of categories; a few hundred ids is already no real list.
  ids: z.array(pathIdSchema('Not found')).max(500, 'At most 500 at a time'),
});

/** Rename, reorder and delete categories and sub-categories (the catalog area). */
export function adminCatalogStructureRoutes(structure: CatalogStructureService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.patch(
      '/admin/categories/:categoryId',
      {
        schema: {
          tags,
          params: categoryParams,
          body: z.object({ name: catalogNameField }),
          response: { 200: okEnvelope(categorySchema) },
        },
      },
      async (request) => {
        const data = await structure.renameCategory(
          request.params.categoryId,
          request.body.name,
          operatorOf(request),
        );
        return { success: true as const, message: 'Category renamed', data };
      },
    );

    app.patch(
      '/admin/subcategories/:subCategoryId',
      {
        schema: {
          tags,
          params: subCategoryParams,
          body: z.object({ name: catalogNameField }),
          response: { 200: okEnvelope(subCategorySchema) },
        },
      },
      async (request) => {
        const { subCategoryId } = request.params;
        const data = await structure.renameSubCategory(
          subCategoryId,
          request.body.name,
          operatorOf(request),
        );
        return { success: true as const, message: 'Sub-category renamed', data };
      },
    );

    app.put(
      '/admin/categories/order',
      { schema: { tags, body: orderBody, response: { 200: messageEnvelopeSchema } } },
      async (request) => {
        await structure.orderCategories(request.body.ids, operatorOf(request));
        return { success: true as const, message: 'Categories reordered' };
      },
    );

    app.put(
      '/admin/categories/:categoryId/subcategories/order',
      {
        schema: {
          tags,
          params: categoryParams,
          body: orderBody,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        await structure.orderSubCategories(
          request.params.categoryId,
          request.body.ids,
          operatorOf(request),
        );
        return { success: true as const, message: 'Sub-categories reordered' };
      },
    );

    app.delete(
      '/admin/categories/:categoryId',
      { schema: { tags, params: categoryParams, response: { 200: messageEnvelopeSchema } } },
      async (request) => {
        await structure.deleteCategory(request.params.categoryId, operatorOf(request));
        return { success: true as const, message: 'Category deleted' };
      },
    );

    app.delete(
      '/admin/subcategories/:subCategoryId',
      { schema: { tags, params: subCategoryParams, response: { 200: messageEnvelopeSchema } } },
      async (request) => {
        await structure.deleteSubCategory(request.params.subCategoryId, operatorOf(request));
        return { success: true as const, message: 'Sub-category deleted' };
      },
    );
  };
}
