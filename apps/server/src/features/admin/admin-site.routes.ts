import { messageEnvelopeSchema } from '@stamp/shared/schemas/account';
import {
  siteBannerCreateBodySchema,
  siteBannerEnvelopeSchema,
  siteBannersEnvelopeSchema,
  siteBannerUpdateBodySchema,
  siteSettingsEnvelopeSchema,
} from '@stamp/shared/schemas/admin-catalog';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteBannersService } from '../catalog/site-banners.service';
import { operatorOf, operatorTag } from './admin-auth';

const tags = [operatorTag('site')];
const bannerParams = z.object({ bannerId: pathIdSchema('Banner not found') });

/**
 * The site area: reading the top banner text (written by `PUT /admin/site-settings/top-banner`)
 * and the banners listed by `GET /user/get-all-banners` after the top banner.
 */
export function adminSiteRoutes(banners: SiteBannersService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/admin/site-settings',
      { schema: { tags, response: { 200: siteSettingsEnvelopeSchema } } },
      async () => ({ success: true as const, data: await banners.settings() }),
    );

    app.get(
      '/admin/site-banners',
      { schema: { tags, response: { 200: siteBannersEnvelopeSchema } } },
      async () => ({ success: true as const, data: await banners.list() }),
    );

    app.post(
      '/admin/site-banners',
      {
        schema: {
          tags,
          body: siteBannerCreateBodySchema,
          response: { 201: siteBannerEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const data = await banners.create(request.body, operatorOf(request));
        return reply.status(201).send({ success: true, message: 'Banner added', data });
      },
    );

    app.patch(
      '/admin/site-banners/:bannerId',
      {
        schema: {
          tags,
          params: bannerParams,
          body: siteBannerUpdateBodySchema,
          response: { 200: siteBannerEnvelopeSchema },
        },
      },
      async (request) => {
        const data = await banners.update(
          request.params.bannerId,
          request.body,
          operatorOf(request),
        );
        return { success: true as const, message: 'Banner updated', data };
      },
    );

    app.delete(
      '/admin/site-banners/:bannerId',
      { schema: { tags, params: bannerParams, response: { 200: messageEnvelopeSchema } } },
      async (request) => {
        await banners.remove(request.params.bannerId, operatorOf(request));
        return { success: true as const, message: 'Banner deleted' };
      },
    );
  };
}
