import fastifyMultipart from '@fastify/multipart';
import {
  UPLOAD_POLL_MAX_IDS,
  uploadFieldsSchema,
  uploadListQuerySchema,
  uploadStatusEnvelopeSchema,
  uploadStatusListEnvelopeSchema,
} from '@stamp/shared/schemas/admin-catalog';
import { pathIdSchema } from '@stamp/shared/schemas/id-schema';
import { isId } from '@stamp/shared/schemas/ids';
import { findForbiddenText } from '@stamp/shared/schemas/text-rule';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveUpload } from '../../http/receive-upload';
import { forbiddenText } from '../../http/request-input';
import { badRequest } from '../../lib/errors';
import { MEDIA_UPLOAD_MAX_BYTES } from '../catalog/catalog-admin.service';
import type { MediaUploadsService, UploadFields } from '../catalog/media-uploads.service';
import { operatorOf, operatorTag } from './admin-auth';

const tags = [operatorTag('catalog')];

/** The multipart upload: the file on disk, and its fields checked by the shared schema. */
async function receive(
  request: FastifyRequest,
  now: Date,
): Promise<{ path: string; fileName: string; fields: UploadFields; cleanup(): Promise<void> }> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const upload = await receiveUpload(request, {
    maxBytes: MEDIA_UPLOAD_MAX_BYTES,
    fileField: 'file',
  });
  try {
    const parsed = uploadFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
      );
      throw badRequest(Object.values(fields)[0] ?? 'Invalid fields', fields);
    }
    const { publishAt } = parsed.data;
    if (
      publishAt &&
      parsed.data.publication === 'scheduled' &&
      !(Date.parse(publishAt) > now.getTime())
    ) {
      const message = 'publishAt must be in the future';
      throw badRequest(message, { publishAt: message });
    }
    // The name shown in the console's list obeys the text rule like any field.
    const fileName = upload.fileName ?? 'upload';
    if (findForbiddenText(fileName)) throw forbiddenText('file');
    return { path: upload.path, fileName, fields: parsed.data, cleanup: upload.cleanup };
  } catch (error) {
    await upload.cleanup();
    throw error;
  }
}

/**
 * Bulk upload, one file per request (the console sends many at once, each with its own
 * progress), the status poll, retry, and replacing an item's file. Each upload answers 202 with
 * its status at once; the `media.ingest` job does the work.
 */
export function adminMediaUploadsRoutes(
  uploads: MediaUploadsService,
  now: () => Date = () => new Date(),
) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(fastifyMultipart);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // multipart/form-data: `file`, and optional `title`, `titleHi`, `tags` (comma-separated),
    // `creativeType`, `isTrending`, `isLatest`, `publication`, `publishAt`.
    app.post(
      '/admin/subcategories/:subCategoryId/uploads',
      {
        schema: {
          tags,
          params: z.object({ subCategoryId: pathIdSchema('Sub-category not found') }),
          response: { 202: uploadStatusEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const file = await receive(request, now());
        try {
          const data = await uploads.stage(
            { subCategoryId: request.params.subCategoryId },
            { path: file.path, fileName: file.fileName },
            file.fields,
            operatorOf(request),
          );
          return reply.status(202).send({ success: true, message: 'Upload queued', data });
        } finally {
          await file.cleanup();
        }
      },
    );

    // Replaces the file of an item (it keeps its id, title and flags): `file` only.
    app.post(
      '/admin/media/:mediaId/file',
      {
        schema: {
          tags,
          params: z.object({ mediaId: pathIdSchema('Media not found') }),
          response: { 202: uploadStatusEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const file = await receive(request, now());
        try {
          const data = await uploads.stage(
            { replaces: request.params.mediaId },
            { path: file.path, fileName: file.fileName },
            {},
            operatorOf(request),
          );
          return reply.status(202).send({ success: true, message: 'Replacement queued', data });
        } finally {
          await file.cleanup();
        }
      },
    );

    app.get(
      '/admin/uploads',
      {
        schema: {
          tags,
          querystring: uploadListQuerySchema,
          response: { 200: uploadStatusListEnvelopeSchema },
        },
      },
      async (request) => {
        const { ids, subCategoryId } = request.query;
        let list: string[] | undefined;
        if (ids !== undefined) {
          list = [
            ...new Set(
              ids
                .split(',')
                .map((id) => id.trim())
                .filter(Boolean),
            ),
          ];
          if (list.length > UPLOAD_POLL_MAX_IDS || list.some((id) => !isId(id))) {
            const message = `ids must be at most ${UPLOAD_POLL_MAX_IDS} upload ids, comma-separated`;
            throw badRequest(message, { ids: message });
          }
        }
        return {
          success: true as const,
          data: await uploads.statuses(list ? { ids: list } : { subCategoryId }),
        };
      },
    );

    app.post(
      '/admin/uploads/:uploadId/retry',
      {
        schema: {
          tags,
          params: z.object({ uploadId: pathIdSchema('Upload not found') }),
          response: { 202: uploadStatusEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const data = await uploads.retry(request.params.uploadId, operatorOf(request));
        return reply.status(202).send({ success: true, message: 'Upload queued again', data });
      },
    );
  };
}
