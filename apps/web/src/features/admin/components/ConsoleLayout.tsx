import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { t } from '../messages';
import type { ConsoleSection } from '../sections';
import { ConsoleNav } from './ConsoleNav';
import { PageSkeleton } from './PageSkeleton';
import { PhoneConsoleMenu } from './PhoneConsoleMenu';

/** The console's frame: side navigation from md up, a compact menu on phones, then the page. */
export function ConsoleLayout({ sections }: { sections: readonly ConsoleSection[] }) {
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-16 pt-4 sm:px-6 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:pt-8">
      {wide ? (
        <div className="sticky top-24 self-start">
          <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-wider text-muted">
            {t('console.name')}
          </p>
          <ConsoleNav sections={sections} />
        </div>
      ) : (
        <PhoneConsoleMenu sections={sections} />
      )}
      <div className="min-w-0">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
