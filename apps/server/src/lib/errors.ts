import type { ErrorCode } from '@stamp/shared/schemas/error-codes';

export interface AppErrorOptions {
  statusCode: number;
  /** Safe to show to the user. */
  message: string;
  /** What went wrong, for clients to decide on (the message is for people). */
  code: ErrorCode;
  /** Field path → what is wrong with it. */
  fields?: Record<string, string>;
  /** More properties of the answer (`used`, `limit`); `retryAfterS` becomes `Retry-After`. */
  extra?: Record<string, unknown>;
}

/** An error whose message is safe to show to the user, with the HTTP status and code that fit it. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor({ statusCode, message, code, fields, extra }: AppErrorOptions) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.extra = extra;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError({ statusCode: 400, message, code: 'BAD_REQUEST', fields });
export const unauthorized = (message = 'Please log in to continue') =>
  new AppError({ statusCode: 401, message, code: 'UNAUTHORIZED' });
export const forbidden = (message = 'You are not allowed to do that') =>
  new AppError({ statusCode: 403, message, code: 'FORBIDDEN' });
export const notFound = (message = 'Not found') =>
  new AppError({ statusCode: 404, message, code: 'NOT_FOUND' });
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError({ statusCode: 409, message, code: 'CONFLICT', fields });
export const tooManyRequests = (message: string, retryAfterS: number) =>
  new AppError({ statusCode: 429, message, code: 'RATE_LIMITED', extra: { retryAfterS } });
