import { searchBodySchema, searchEnvelopeSchema } from '@stamp/shared/schemas/catalog';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_BODY_LIMIT } from '../../http/request-input';
import type { CatalogPresenter } from '../catalog/catalog.presenter';
import type { SearchService } from './search.service';

/** Whether the caller is an active member (their media carry the clean preview URL). */
export type MembershipCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

const nobodyIsAMember: MembershipCheck = async () => false;

/**
 * `POST /user/search` `{ query }` → `{ categories, subCategories, media }`, at most 10 each,
 * best first. The shared schema rejects a query over SEARCH_QUERY_MAX characters with a 400;
 * any other text (quotes, %, SQL) is just text to the service.
 */
export function searchRoutes(
  search: SearchService,
  present: CatalogPresenter,
  isMember: MembershipCheck = nobodyIsAMember,
) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/user/search',
      {
        bodyLimit: PUBLIC_BODY_LIMIT,
        schema: { body: searchBodySchema, response: { 200: searchEnvelopeSchema } },
      },
      async (request, reply) => {
        const [rows, member] = await Promise.all([
          search.search(request.body.query),
          isMember(request, reply),
        ]);
        return {
          success: true as const,
          data: {
            categories: rows.categories.map((hit) =>
              present.category(hit.category, hit.subCategoryCount),
            ),
            subCategories: rows.subCategories.map((hit) =>
              present.subCategory(hit.subCategory, hit.category, hit.counts),
            ),
            media: rows.media.map((row) => present.media(row, member)),
          },
        };
      },
    );
  };
}
