import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';
import { MediaTooLargeError } from '../../lib/media-errors';

export interface UploadedFile {
  path: string;
  fields: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * Streams the one file of a multipart request to a temporary file (a 100 MB video never sits in
 * memory) and collects the text fields, whatever their order.
 */
export async function receiveUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<UploadedFile> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stamp-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let filePath: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') {
        filePath = path.join(dir, 'upload');
        await pipeline(part.file, createWriteStream(filePath));
        if (part.file.truncated)
          throw new MediaTooLargeError(
            `This file is larger than ${Math.round(maxBytes / 1048576)} MB`,
          );
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    if (!filePath)
      throw badRequest('Attach the image or video as the "file" field', {
        file: 'A file is required',
      });
    return { path: filePath, fields, cleanup };
  } catch (error) {
    await cleanup();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new MediaTooLargeError(`This file is larger than ${Math.round(maxBytes / 1048576)} MB`);
    }
    throw error;
  }
}
