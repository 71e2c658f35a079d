import fastifyMultipart from '@fastify/multipart';
import { CUSTOM_VIDEO_FIELDS, CUSTOM_VIDEO_MAX_BYTES } from '@stamp/shared/schemas/custom-editor';
import { downloadResultEnvelopeSchema } from '@stamp/shared/schemas/downloads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../../http/auth';
import { receiveUpload } from '../../http/receive-upload';
import { badRequest } from '../../lib/errors';
import { MediaTooLargeError } from '../../lib/media-errors';
import type { CustomVideoService } from './custom-video.service';

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
        const data = await customVideos.create(session, () =>
          receiveUpload(request, {
            maxBytes: CUSTOM_VIDEO_MAX_BYTES,
            fileField: CUSTOM_VIDEO_FIELDS.file,
            tooLarge,
            missingFile: 'Attach the video as the "file" field',
          }),
        );
        return reply
          .status(202)
          .send({ success: true, message: 'Your video is being prepared', data });
      },
    );
  };
}
