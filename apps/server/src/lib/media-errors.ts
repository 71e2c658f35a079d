import { AppError } from './errors';

/**
 * Failures of an uploaded file, each with the status DESIGN.md's API section gives it. Thrown by
 * the media adapters and the ingest; the HTTP error handler answers them like any AppError.
 */

/** 415: the bytes are not an image or video type we accept, whatever name or type was claimed. */
export class UnsupportedMediaError extends AppError {
  constructor(message = 'This file is not a supported image or video') {
    super({ statusCode: 415, message, code: 'UNSUPPORTED_MEDIA_TYPE' });
    this.name = 'UnsupportedMediaError';
  }
}

/** 422: the type is right but the file cannot be used (damaged, over the pixel limit, no picture). */
export class UnusableMediaError extends AppError {
  constructor(message: string) {
    super({ statusCode: 422, message, code: 'UNUSABLE_MEDIA' });
    this.name = 'UnusableMediaError';
  }
}

/** 413: more bytes than the limit for this kind of file. */
export class MediaTooLargeError extends AppError {
  constructor(message: string) {
    super({ statusCode: 413, message, code: 'MEDIA_TOO_LARGE' });
    this.name = 'MediaTooLargeError';
  }
}
