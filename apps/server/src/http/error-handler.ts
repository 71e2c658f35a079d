import type { ErrorEnvelope } from '@stamp/shared/schemas/envelope';
import type { ErrorCode } from '@stamp/shared/schemas/error-codes';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { loggableError } from '../db/errors';
import { AppError } from '../lib/errors';
import { inRequestLanguage } from './answer-language';
import { isMalformedForm } from './receive-upload';
import { unknownPathId } from './unknown-path-id';

/**
 * Every failure leaves as the envelope `{ success: false, message, code, fields? }` with a
 * fitting status. Unexpected errors are logged with the request id and answered with a plain
 * 500: no stack trace or internal message ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra?.retryAfterS) reply.header('retry-after', String(error.extra.retryAfterS));
      const { retryAfterS: _hidden, ...extra } = error.extra ?? {};
      return reply.status(error.statusCode).send(
        inRequestLanguage(request, {
          success: false,
          message: error.message,
          code: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
          ...extra,
        }),
      );
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const missing = unknownPathId(error);
      if (missing) return sendError(request, reply, 404, missing, 'NOT_FOUND');
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const where = error.validationContext === 'body' ? 'request body' : error.validationContext;
      const messages = Object.entries(fields);
      const message =
        messages.length === 1 && messages[0]?.[0] !== '_'
          ? (messages[0]?.[1] ?? 'Invalid request')
          : messages.length === 1
            ? `Invalid ${where}: ${messages[0]?.[1]}`
            : 'Please correct the highlighted fields';
      return sendError(request, reply, 400, message, 'VALIDATION_FAILED', fields);
    }

    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(
          request,
          reply,
          413,
          `Request body is too large (limit ${sizeText(request.routeOptions.bodyLimit)})`,
          'BODY_TOO_LARGE',
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(
          request,
          reply,
          415,
          'Unsupported content type; send JSON',
          'UNSUPPORTED_MEDIA_TYPE',
        );
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(request, reply, 400, 'Request body is empty', 'EMPTY_BODY');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(request, reply, 400, 'Request body is not valid JSON', 'MALFORMED_JSON');
    }
    // Every upload route: whether it streams through receiveUpload or reads request.file().
    if (isMalformedForm(error)) {
      return sendError(
        request,
        reply,
        400,
        'The upload could not be read: the form is malformed or incomplete',
        'MALFORMED_FORM',
      );
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendError(request, reply, 400, 'Request body is not valid JSON', 'MALFORMED_JSON');
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The framework's and plugins' own refusals (multipart limits, a bad Content-Length): their
      // codes (FST_…) are internal names, so the answer carries the code of the status instead.
      return sendError(request, reply, status, error.message, codeForStatus(status));
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return sendError(
      request,
      reply,
      500,
      'Something went wrong on our side. Please try again.',
      'INTERNAL',
    );
  });
}

/** 1048576 → "1 MB", 16384 → "16 KB". */
function sizeText(bytes: number | undefined): string {
  if (!bytes) return 'unknown';
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

function sendError(
  request: FastifyRequest,
  reply: { status(code: number): { send(body: ErrorEnvelope): unknown } },
  status: number,
  message: string,
  code: ErrorCode,
  fields?: Record<string, string>,
) {
  const body: ErrorEnvelope = { success: false, message, code };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  return reply.status(status).send(inRequestLanguage(request, body));
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'BODY_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
};

/** The code of a 4xx that came without one of ours. */
export function codeForStatus(status: number): ErrorCode {
  return STATUS_CODES[status] ?? 'BAD_REQUEST';
}
