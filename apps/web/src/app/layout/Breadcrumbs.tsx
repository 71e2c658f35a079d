import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { t } from '../../lib/i18n/common';
import { useShowingNotFound } from '../../lib/not-found-state';
import { breadcrumbsFor, hidesBreadcrumbs } from './breadcrumbs';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const notFound = useShowingNotFound();
  const crumbs = notFound || hidesBreadcrumbs(pathname) ? [] : breadcrumbsFor(pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('layout.breadcrumb')} className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-fg">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.href} className="hover:text-accent">
                    {crumb.label}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
