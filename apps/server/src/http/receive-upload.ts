import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { findForbiddenText } from '@stamp/shared/schemas/text-rule';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors';
import { MediaTooLargeError } from '../lib/media-errors';
import type { UploadedFile } from '../lib/uploaded-file';
import { makeWorkDir } from '../lib/work-dirs';
import { forbiddenText } from './request-input';

export interface UploadOptions {
  maxBytes: number;
  /** The form field that carries the file; a file in any other field is skipped. */
  fileField?: string;
  /** The error for a file over `maxBytes` (a generic one names the limit). */
  tooLarge?: () => Error;
  /** What to ask for when the form has no file. */
  missingFile?: string;
}

/**
 * Streams the one file of a multipart request to a temporary file (a 100 MB video never sits in
 * memory) and collects the text fields, whatever their order. The caller removes the file with
 * `cleanup` once done with it.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: UploadOptions,
): Promise<UploadedFile> {
  const tooLarge =
    options.tooLarge ??
    (() =>
      new MediaTooLargeError(
        `This file is larger than ${Math.round(options.maxBytes / 1048576)} MB`,
      ));
  const dir = await makeWorkDir('upload');
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let filePath: string | undefined;
  let fileName: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 20, fieldSize: 16_000 },
    })) {
      if (part.type === 'file') {
        if (options.fileField && part.fieldname !== options.fileField) {
          part.file.resume();
          continue;
        }
        filePath = path.join(dir, 'upload');
        fileName = part.filename || undefined;
        await pipeline(part.file, createWriteStream(filePath));
        if (part.file.truncated) throw tooLarge();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    // A form's text fields obey the same text rule as JSON bodies (request-input.ts): a NUL in
    // a title would otherwise reach the database.
    const forbidden = findForbiddenText(fields);
    if (forbidden) throw forbiddenText(forbidden);
    if (!filePath) {
      const message = options.missingFile ?? 'Attach the image or video as the "file" field';
      throw badRequest(message, { file: 'A file is required' });
    }
    return { path: filePath, fields, cleanup, ...(fileName ? { fileName } : {}) };
  } catch (error) {
    await cleanup();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

// What the multipart parser (busboy and its dicer) throws for a form that is not well made: no
// boundary, a body cut short, a part without headers. The sender's fault, so a 400, not a 500.
const MALFORMED_FORM =
  /^(Multipart: Boundary not found|Boundary required|Missing Content-Type|Unexpected end of (multipart data|form)|.* terminated early due to unexpected end of multipart data|Malformed part header)/;

/** Whether `error` is the multipart parser refusing a badly made form (see the error handler). */
export function isMalformedForm(error: unknown): boolean {
  return error instanceof Error && !('statusCode' in error) && MALFORMED_FORM.test(error.message);
}
