import { Link } from 'react-router';
import { paths } from '../config/paths';
import { usePageTitle } from '../hooks/use-page-title';
import { t } from '../lib/i18n/common';
import { useMarkNotFound } from '../lib/not-found-state';
import { useNotFoundStatus } from '../lib/page-status';
import { buttonClasses } from './ui/Button';

export function NotFoundPage() {
  usePageTitle(t('notFound.title'));
  useMarkNotFound();
  useNotFoundStatus();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="font-display text-6xl font-bold text-accent">404</p>
      <h1 className="font-display text-2xl font-semibold">{t('notFound.heading')}</h1>
      <p className="text-muted">{t('notFound.body')}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'md')}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
