/** An error whose message is safe to show to the user, with the HTTP status that fits it. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, 'BAD_REQUEST', fields);
export const unauthorized = (message = 'Please log in to continue') =>
  new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You are not allowed to do that') =>
  new AppError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, message, 'CONFLICT', fields);
export const tooManyRequests = (message: string, retryAfterS: number) =>
  new AppError(429, message, 'RATE_LIMITED', undefined, { retryAfterS });
