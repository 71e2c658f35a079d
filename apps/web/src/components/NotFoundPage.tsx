import { Link } from 'react-router';
import { paths } from '../config/paths';
import { usePageTitle } from '../hooks/use-page-title';
import { useMarkNotFound } from '../lib/not-found-state';
import { buttonClasses } from './ui/Button';

export function NotFoundPage() {
  usePageTitle('Page not found');
  useMarkNotFound();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="font-display text-6xl font-bold text-accent">404</p>
      <h1 className="font-display text-2xl font-semibold">We could not find that page</h1>
      <p className="text-muted">
        The link may be old, or the design may have been moved. Search above, or start from the home
        page.
      </p>
      <Link to={paths.home} className={buttonClasses('primary', 'md')}>
        Back to home
      </Link>
    </section>
  );
}
