import { Search } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState, ErrorBox } from '../../../components/ui/States';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUser } from '../../../lib/user';
import { useDownloads } from '../api/get-downloads';
import { DownloadCard } from '../components/DownloadCard';
import { DownloadsSkeleton } from '../components/DownloadsSkeleton';
import { t } from '../messages';

/** Guarded route /downloads: every past download, its link, and a way to render it again. */
export function DownloadsPage() {
  usePageTitle(t('downloads.title'));
  const { isMember } = useUser();
  const list = useDownloads();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('downloads.title')}
        </h1>
        <p className="text-sm text-muted">{t('downloads.blurb')}</p>
      </header>

      {list.isPending ? (
        <DownloadsSkeleton />
      ) : list.isError && items.length === 0 ? (
        <ErrorBox message={t('downloads.failed')} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('downloads.empty')}>
          <p>{t('downloads.emptyBlurb')}</p>
          <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-4')}>
            <Search aria-hidden="true" className="size-4" />
            {t('downloads.browse')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {items.map((download) => (
              <DownloadCard key={download._id} download={download} isMember={isMember} />
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoad={loadMore}
          />
        </>
      )}
    </div>
  );
}
