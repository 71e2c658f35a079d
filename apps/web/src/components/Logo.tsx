import { Link } from 'react-router';
import { t } from '../lib/i18n/common';

export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={t('layout.logoHome')}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="font-display text-xl font-bold tracking-tight">Stamp</span>
    </Link>
  );
}
