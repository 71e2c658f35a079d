/**
 * Every `code` an error answer can carry, so a client decides by code and never by the words
 * (which are written for people and may change). A plain list, not a zod enum: the web app
 * reads it on every page and must not pull zod in for it (docs/decisions/0007-typed-reads.md).
 */
export const ERROR_CODES = [
  // Any route
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  // The request itself: its address, origin and body
  'BAD_URL',
  'URI_TOO_LONG',
  'FOREIGN_ORIGIN',
  'EMPTY_BODY',
  'MALFORMED_JSON',
  'TOO_DEEP',
  'INVALID_TEXT',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'MALFORMED_FORM',
  // Uploaded files
  'UNSUPPORTED_MEDIA',
  'UNUSABLE_MEDIA',
  'MEDIA_TOO_LARGE',
  // Media files and download links
  'BAD_MEDIA_PATH',
  'MEDIA_LINK_EXPIRED',
  'MEDIA_LINK_INVALID',
  'RANGE_NOT_SATISFIABLE',
  // Downloads and the custom editor
  'DAILY_LIMIT',
  'MEMBERS_ONLY',
  'LOGO_NOT_FOUND',
  'STATUS_SIZE_IMAGES_ONLY',
  'VIDEO_RENDERS_BUSY',
  'NOT_READY',
  'RENDER_FAILED',
  'LINK_USED_UP',
  // Account
  'RESET_TOKEN_INVALID',
  'ACCOUNT_DISABLED',
  // Festival reminders
  'UNSUBSCRIBE_LINK_INVALID',
  // Payments
  'PAYMENTS_DISABLED',
  'PLAN_NOT_SET_UP',
  'PAYMENT_FAILED',
  'PAYMENT_NOT_VERIFIED',
  'PAYMENT_NOT_CONFIRMED',
  'PAYMENT_PROVIDER_ERROR',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'BAD_SIGNATURE',
  // Operations: /health, /ready
  'DATABASE_DOWN',
  'DRAINING',
  // Raised by the web app itself, never sent by the server
  /** The server could not be reached. */
  'NETWORK',
  /** An answer that is not our error envelope (a proxy's HTML page, an unknown code). */
  'UNEXPECTED_ANSWER',
  /** A check or step on the device failed before or after the request (a logo too large). */
  'CLIENT',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const known: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && known.has(value);
}
