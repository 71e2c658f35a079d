import type { Download } from '@stamp/shared/schemas/downloads';

const WHEN = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "21 Nov 2026, 9:15 pm", in the viewer's time zone. */
export function formatWhen(iso: string): string {
  return WHEN.format(new Date(iso));
}

const HOUR_MS = 60 * 60 * 1000;

/** "2 downloads left on this link · expires in 71 h" (under an hour: in minutes). */
export function linkSummary(download: Pick<Download, 'usesLeft' | 'expiresAt'>, now: number) {
  const uses = `${download.usesLeft} download${download.usesLeft === 1 ? '' : 's'} left on this link`;
  const left = Math.max(0, new Date(download.expiresAt).getTime() - now);
  const expires =
    left >= HOUR_MS
      ? `expires in ${Math.floor(left / HOUR_MS)} h`
      : `expires in ${Math.max(1, Math.ceil(left / 60_000))} min`;
  return `${uses} · ${expires}`;
}

/** Why a ready download can no longer be fetched, for the line beside 'Render again'. */
export function whyUnavailable(download: Pick<Download, 'usesLeft' | 'expiresAt'>, now: number) {
  return new Date(download.expiresAt).getTime() <= now
    ? 'This link has expired'
    : 'This link has been used 3 times';
}
