import { activeLocale } from '../../../lib/i18n/i18n';
import { intlLocale } from '../../../lib/i18n/locale';
import { t } from '../messages';

/**
 * Scheduled publishing in the business's time zone (BUSINESS_TIME_ZONE, Asia/Kolkata): the
 * operator types a wall-clock time there, whatever their own device's zone, and the server gets
 * an instant. India has no daylight saving, so the zone's offset is found once per instant from
 * Intl rather than assumed, which keeps this right for another zone too.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** The zone's offset from UTC at `instant`, in minutes (Asia/Kolkata: 330). */
export function zoneOffsetMinutes(instant: Date, timeZone = BUSINESS_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** `2026-12-01T09:00` (a datetime-local input, read as business time) → the instant. */
export function parseBusinessLocal(value: string, timeZone = BUSINESS_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  const offset = zoneOffsetMinutes(new Date(wall), timeZone);
  return new Date(wall - offset * 60_000);
}

/** The instant as a datetime-local value in business time (the input's initial value). */
export function toBusinessLocal(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** "1 Dec 2026, 9:00 am IST": how the console shows a publishing time. */
export function formatBusinessTime(iso: string, timeZone = BUSINESS_TIME_ZONE): string {
  const locale = activeLocale();
  // Hindi on the 24-hour clock with the zone in words: hi-IN's "am" and "IST" are Latin letters.
  const hindi = locale === 'hi' ? { hourCycle: 'h23' as const, timeZoneName: 'long' as const } : {};
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...hindi,
  }).format(new Date(iso));
}

export type ScheduleCheck = { ok: true; publishAt: string } | { ok: false; error: string };

/** The schedule form's rule: a complete date and time, still ahead (the server checks it too). */
export function checkSchedule(value: string, now: Date = new Date()): ScheduleCheck {
  if (!value) return { ok: false, error: t('console.media.schedule.missing') };
  const at = parseBusinessLocal(value);
  if (!at) return { ok: false, error: t('console.media.schedule.invalid') };
  if (at.getTime() <= now.getTime()) {
    return { ok: false, error: t('console.media.schedule.past') };
  }
  return { ok: true, publishAt: at.toISOString() };
}
