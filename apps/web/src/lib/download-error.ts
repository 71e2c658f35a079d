import { ApiError } from './api';
import { t } from './i18n/common';
import { toast } from './toast';

/** The spec's words for a download refused by the daily limit (§4). */
/** Spec §8: what the daily limit's refusal shows (the server's message is not shown). */
export const dailyLimitText = (): string => t('common.dailyLimit');

export type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * What a failed download says on screen, never silence: the daily limit in the spec's words
 * (decided by its code), else the message of an error written for people (every ApiError, and
 * the `readable` classes a caller adds, such as the custom editor's compose errors), else
 * `fallback`. A pure function, so the decision is tested without a toast.
 */
export function downloadErrorText(
  error: unknown,
  fallback: string,
  readable: readonly ErrorClass[] = [],
): string {
  if (error instanceof ApiError && error.code === 'DAILY_LIMIT') return dailyLimitText();
  const forPeople =
    error instanceof ApiError || readable.some((ErrorType) => error instanceof ErrorType);
  return forPeople && error instanceof Error ? error.message || fallback : fallback;
}

/** The one toast for a failed download, in the editor, the custom editor and the history. */
export function showDownloadError(
  error: unknown,
  fallback: string,
  readable: readonly ErrorClass[] = [],
): void {
  toast.error(downloadErrorText(error, fallback, readable));
}
