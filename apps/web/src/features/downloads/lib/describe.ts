import type { Download } from '@stamp/shared/schemas/downloads';
import { activeLocale } from '../../../lib/i18n/i18n';
import { intlLocale } from '../../../lib/i18n/locale';
import { t } from '../messages';

const when = () =>
  new Intl.DateTimeFormat(intlLocale(activeLocale()), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });

/** "21 Nov 2026, 9:15 pm", in the viewer's time zone. */
export function formatWhen(iso: string): string {
  return when().format(new Date(iso));
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
