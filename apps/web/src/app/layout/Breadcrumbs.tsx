import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { isCommonKey, t } from '../../lib/i18n/common';
import { useShowingNotFound } from '../../lib/not-found-state';
import { useServerNotFound } from '../../lib/page-status';
import { breadcrumbsFor, type Crumb, hidesBreadcrumbs } from './breadcrumbs';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const serverNotFound = useServerNotFound();
  const notFound = useShowingNotFound() || serverNotFound;
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
                  <CrumbLabel crumb={crumb} />
                </span>
              ) : (
                <>
                  <Link to={crumb.href} className="hover:text-accent">
                    <CrumbLabel crumb={crumb} />
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

/** Our pages by their name in the interface's language; a catalog's names as they are. */
function CrumbLabel({ crumb }: { crumb: Crumb }) {
  if (crumb.segment === '') return t('layout.home');
  const key = `crumb.${crumb.segment}`;
  if (isCommonKey(key)) return t(key);
  return <span data-content>{crumb.label}</span>;
}
