import { pageQuerySchema } from '@stamp/shared/schemas/catalog';
import {
  downloadBodySchema,
  downloadCountEnvelopeSchema,
  downloadEnvelopeSchema,
  downloadFileQuerySchema,
  downloadListEnvelopeSchema,
  downloadResultEnvelopeSchema,
  statusSizeEnvelopeSchema,
} from '@stamp/shared/schemas/downloads';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../http/auth';
import { attachment } from './content-disposition';
import type { DownloadsService } from './downloads.service';

const downloadParams = z.object({ downloadId: pathIdSchema('Download not found') });

/** Downloads: render, history, the file behind a link, and the custom editor's unit. */
export function downloadsRoutes(downloads: DownloadsService, auth: Auth) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/user/download-creative/:mediaId',
      {
        schema: {
          params: z.object({ mediaId: pathIdSchema('This design no longer exists') }),
          body: downloadBodySchema,
          response: { 200: downloadResultEnvelopeSchema, 202: downloadResultEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const data = await downloads.create(session, request.params.mediaId, request.body);
        const ready = data.status === 'ready';
        return reply.status(ready ? 200 : 202).send({
          success: true,
          message: ready ? 'Your download is ready' : 'Your video is being prepared',
          data,
        });
      },
    );

    app.get(
      '/user/downloads',
      { schema: { querystring: pageQuerySchema, response: { 200: downloadListEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const { cursor, limit } = request.query;
        const page = await downloads.list(session.user._id, cursor, limit);
        return {
          success: true as const,
          data: page.items,
          paging: { nextCursor: page.nextCursor, limit },
        };
      },
    );

    app.get(
      '/user/downloads/:downloadId',
      {
        schema: {
          params: downloadParams,
          response: { 200: downloadEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          data: await downloads.get(session.user._id, request.params.downloadId),
        };
      },
    );

    app.get(
      '/user/downloads/:downloadId/file',
      { schema: { params: downloadParams, querystring: downloadFileQuerySchema } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const file = await downloads.openFile(session.user._id, request.params.downloadId, {
          method: request.method,
          range: request.headers.range,
          size: request.query.size,
        });
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .header('accept-ranges', 'bytes');
        if (file.range) {
          reply
            .status(206)
            .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
        }
        const length = file.range ? file.range.end - file.range.start + 1 : file.size;
        reply.header('content-length', String(length));
        return reply.send(file.body ?? undefined);
      },
    );

    app.post(
      '/user/downloads/:downloadId/status-size',
      { schema: { params: downloadParams, response: { 200: statusSizeEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const data = await downloads.statusSize(session, request.params.downloadId);
        return { success: true as const, message: 'Your Status size is ready', data };
      },
    );

    app.post(
      '/user/downloads/:downloadId/regenerate',
      {
        schema: {
          params: downloadParams,
          response: { 200: downloadResultEnvelopeSchema, 202: downloadResultEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const data = await downloads.regenerate(session, request.params.downloadId);
        return reply
          .status(data.status === 'ready' ? 200 : 202)
          .send({ success: true, message: 'Your download is ready', data });
      },
    );

    app.post(
      '/user/update-download-count',
      { schema: { response: { 200: downloadCountEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        const remaining = await downloads.consumeForCustomEditor(session);
        return { success: true as const, data: { remaining, downloads: { count: remaining } } };
      },
    );
  };
}
