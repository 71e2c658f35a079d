import { ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { CONSOLE_TITLE_ID, focusTitleOnNavigation } from '../lib/title-focus';
import { t } from '../messages';

export interface ConsoleCrumb {
  label: string;
  href: string;
}

/**
 * Every console page's frame: its breadcrumb trail (Console › … › title), its one h1 with a
 * description and the page's actions, and focus moved to the title when the operator navigates
 * to it, so a screen reader announces the new page and Tab starts from there.
 */
export function ConsolePage({
  title,
  description,
  crumbs = [],
  actions,
  titleIsContent = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Pages between the console and this one (a user's page: Users). */
  crumbs?: ConsoleCrumb[];
  actions?: ReactNode;
  /** The title is someone's or something's name (a user's page), not the console's words. */
  titleIsContent?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(t('console.pageTitle', { title }));
  useEffect(() => {
    if (focusTitleOnNavigation(pathname, navigationType)) {
      heading.current?.focus({ preventScroll: true });
    }
  }, [pathname, navigationType]);

  const trail: ConsoleCrumb[] = [{ label: t('console.name'), href: paths.admin }, ...crumbs];
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <nav aria-label={t('console.breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
            {trail.map((crumb) => (
              <li key={crumb.href} className="flex items-center gap-1">
                <Link to={crumb.href} className="hover:text-accent">
                  {crumb.label}
                </Link>
                <ChevronRight aria-hidden="true" className="size-4" />
              </li>
            ))}
            <li>
              <span
                aria-current="page"
                data-content={titleIsContent || undefined}
                className="font-medium text-fg"
              >
                {title}
              </span>
            </li>
          </ol>
        </nav>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1
              id={CONSOLE_TITLE_ID}
              ref={heading}
              tabIndex={-1}
              data-content={titleIsContent || undefined}
              className="font-display text-2xl font-semibold focus:outline-none sm:text-3xl"
            >
              {title}
            </h1>
            {description && <p className="mt-1 max-w-2xl text-sm text-muted">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      </div>
      {children}
    </div>
  );
}
