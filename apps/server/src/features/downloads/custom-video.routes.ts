import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { CUSTOM_VIDEO_FIELDS, CUSTOM_VIDEO_MAX_BYTES } from '@stamp/shared/schemas/custom-editor';
import { downloadResultEnvelopeSchema } from '@stamp/shared/schemas/downloads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../../http/auth';
import { badRequest } from '../../lib/errors';
import { MediaTooLargeError } from '../../lib/media-errors';
import type { CustomVideoService, ReceivedVideo } from './custom-video.service';

// The form's framing and its settings field on top of the video itself.
const FORM_OVERHEAD_BYTES = 64 * 1024;
const tooLarge = () =>
  new MediaTooLargeError(
    `This video is larger than ${CUSTOM_VIDEO_MAX_BYTES / 1024 / 1024} MB. Upload a shorter or smaller clip.`,
  );

/** `POST /user/custom-editor/videos`: a member's own video, rendered with their design. */
export function customVideoRoutes(customVideos: CustomVideoService, auth: Auth) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(fastifyMultipart);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/user/custom-editor/videos',
      { schema: { response: { 202: downloadResultEnvelopeSchema } } },
      async (request, reply) => {
        const session = await auth.required(request, reply);
        customVideos.assertMember(session);
        if (!request.isMultipart()) throw badRequest('Send the video as multipart/form-data');
        // A declared size over the limit is refused before a byte of it is stored.
        const declared = Number(request.headers['content-length']);
        if (declared > CUSTOM_VIDEO_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
        const data = await customVideos.create(session, () => receiveVideo(request));
        return reply
          .status(202)
          .send({ success: true, message: 'Your video is being prepared', data });
      },
    );
  };
}

/**
 * Streams the form's one file to a temporary file (100 MB never sits in memory) and collects
 * its text fields, whatever their order.
 */
async function receiveVideo(request: FastifyRequest): Promise<ReceivedVideo> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-custom-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let filePath: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: CUSTOM_VIDEO_MAX_BYTES, files: 1, fields: 5, fieldSize: 16_000 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== CUSTOM_VIDEO_FIELDS.file) {
          part.file.resume();
          continue;
        }
        filePath = path.join(dir, 'upload');
        await pipeline(part.file, createWriteStream(filePath));
        if (part.file.truncated) throw tooLarge();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    if (!filePath) {
      throw badRequest('Attach the video as the "file" field', { file: 'Choose a video' });
    }
    return { path: filePath, fields, cleanup };
  } catch (error) {
    await cleanup();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
