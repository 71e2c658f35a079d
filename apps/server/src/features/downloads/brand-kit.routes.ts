import fastifyMultipart from '@fastify/multipart';
import { messageEnvelopeSchema } from '@stamp/shared/schemas/account';
import {
  brandKitEnvelopeSchema,
  brandKitUpdateSchema,
  brandLogoEnvelopeSchema,
  LOGO_MAX_BYTES,
} from '@stamp/shared/schemas/brand-kit';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Auth } from '../../http/auth';
import { badRequest } from '../../lib/errors';
import { type BrandKitService, logoTooLarge } from './brand-kit.service';

const logoParams = z.object({ logoId: pathIdSchema('Logo not found') });

/** The brand kit: business details, editor defaults and logos (owner only). */
export function brandKitRoutes(brandKit: BrandKitService, auth: Auth, limiter: RateLimiter) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(fastifyMultipart, { limits: { files: 1, fileSize: LOGO_MAX_BYTES } });
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/user/brand-kit',
      { schema: { response: { 200: brandKitEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        return { success: true as const, data: await brandKit.get(session.user._id) };
      },
    );

    app.put(
      '/user/brand-kit',
      { schema: { body: brandKitUpdateSchema, response: { 200: brandKitEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const data = await brandKit.update(session.user._id, request.body);
        return { success: true as const, message: 'Brand kit saved', data };
      },
    );

    app.post(
      '/user/brand-kit/logos',
      { schema: { response: { 201: brandLogoEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        await limiter.consume('logoUploadsPerUser', session.user._id);
        if (!request.isMultipart()) throw badRequest('Send the logo as multipart/form-data');
        const file = await request.file();
        if (!file) throw badRequest('Choose a logo to upload', { logo: 'Choose a logo to upload' });
        const bytes = await file.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw logoTooLarge();
          throw error;
        });
        const data = await brandKit.addLogo(session.user._id, bytes);
        return reply.status(201).send({ success: true, message: 'Logo added', data });
      },
    );

    app.get(
      '/user/brand-kit/logos/:logoId/file',
      { schema: { params: logoParams } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const file = await brandKit.openLogo(session.user._id, request.params.logoId);
        return reply
          .header('content-type', 'image/png')
          .header('content-length', String(file.size))
          .header('cache-control', 'private, max-age=86400, immutable')
          .send(file.body);
      },
    );

    app.delete(
      '/user/brand-kit/logos/:logoId',
      { schema: { params: logoParams, response: { 200: messageEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        await brandKit.deleteLogo(session.user._id, request.params.logoId);
        return { success: true as const, message: 'Logo deleted' };
      },
    );
  };
}
