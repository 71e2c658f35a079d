import type { Download } from '@stamp/shared/schemas/downloads';
import { formatDateTime } from '../../../lib/format';
import { t } from '../messages';

/** "21 Nov 2026, 9:15 pm", in the viewer's time zone (Hindi on the 24-hour clock). */
export function formatWhen(iso: string): string {
  return formatDateTime(iso);
}

const HOUR_MS = 60 * 60 * 1000;

/** "2 downloads left on this link · expires in 71 h" (under an hour: in minutes). */
export function linkSummary(download: Pick<Download, 'usesLeft' | 'expiresAt'>, now: number) {
  const uses = t('downloads.usesLeft', { count: download.usesLeft });
  const left = Math.max(0, new Date(download.expiresAt).getTime() - now);
  const expires =
    left >= HOUR_MS
      ? t('downloads.expiresHours', { hours: Math.floor(left / HOUR_MS) })
      : t('downloads.expiresMinutes', { minutes: Math.max(1, Math.ceil(left / 60_000)) });
  return t('downloads.summary', { uses, expires });
}

/** Why a ready download can no longer be fetched, for the line beside 'Render again'. */
export function whyUnavailable(download: Pick<Download, 'usesLeft' | 'expiresAt'>, now: number) {
  return new Date(download.expiresAt).getTime() <= now
    ? t('downloads.expired')
    : t('downloads.usedUp');
}
