import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { dailyLimitText, downloadErrorText } from './download-error';

const DAILY_LIMIT_TOAST = dailyLimitText();

const FALLBACK = 'Something went wrong while downloading';

class ComposeLikeError extends Error {}

describe('downloadErrorText', () => {
  it('shows the daily limit in the spec words, decided by the code whatever the message', () => {
    const limit = new ApiError(429, 'Any words at all', { code: 'DAILY_LIMIT' });
    expect(downloadErrorText(limit, FALLBACK)).toBe(DAILY_LIMIT_TOAST);
  });

  it("shows another refusal's own message, even one worded like the limit", () => {
    const busy = new ApiError(429, DAILY_LIMIT_TOAST.toUpperCase(), { code: 'RATE_LIMITED' });
    expect(downloadErrorText(busy, FALLBACK)).toBe(DAILY_LIMIT_TOAST.toUpperCase());
    expect(downloadErrorText(ApiError.unreachable(), FALLBACK)).toMatch(/cannot reach Stamp/);
  });

  it('falls back for errors not written for people, and for an empty message', () => {
    expect(downloadErrorText(new TypeError('x is undefined'), FALLBACK)).toBe(FALLBACK);
    expect(downloadErrorText('a string', FALLBACK)).toBe(FALLBACK);
    expect(downloadErrorText(new ApiError(500, ''), FALLBACK)).toBe(FALLBACK);
  });

  it("shows the message of a caller's own readable error class", () => {
    const composed = new ComposeLikeError('This image could not be read');
    expect(downloadErrorText(composed, FALLBACK)).toBe(FALLBACK);
    expect(downloadErrorText(composed, FALLBACK, [ComposeLikeError])).toBe(
      'This image could not be read',
    );
  });
});
