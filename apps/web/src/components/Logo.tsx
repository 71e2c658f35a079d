import { Link } from 'react-router';
import { t } from '../lib/i18n/common';

/**
 * The mark of public/favicon.svg, drawn inline. As an `<img>` of that file, Chromium built a
 * separate SVG document for it: 20–35 ms of the main thread before the first paint, and again for
 * each new picture of it (decision 32, ninth pass).
 */
function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} className="size-8" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#f97316" />
      <path
        d="M20 40c2 4 7 6 12 6 7 0 12-3 12-9 0-11-22-7-22-17 0-4 4-7 10-7 4 0 8 2 10 5"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={t('layout.logoHome')}>
      <LogoMark />
      <span className="font-display text-xl font-bold tracking-tight">Stamp</span>
    </Link>
  );
}
