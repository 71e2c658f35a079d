import { Skeleton } from '../../../../components/ui/Skeleton';
import { EmptyState, ErrorBox } from '../../../../components/ui/States';
import { formatNumber } from '../../../../lib/format';
import { useSetMediaFlags } from '../../api/media-item';
import type { useMediaPage } from '../../api/media-list';
import { t } from '../../messages';
import { Pager } from '../data-table/Pager';
import { MediaCard } from './MediaCard';

/** The grid of one page, with its designed loading, error and empty states, and the pager. */
export function MediaGrid({
  query,
  page,
  filtered,
  onPage,
  onEdit,
}: {
  query: ReturnType<typeof useMediaPage>;
  page: number;
  filtered: boolean;
  onPage(page: number): void;
  onEdit(id: string): void;
}) {
  const flags = useSetMediaFlags();
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={t('console.media.loading')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {Array.from({ length: 10 }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={n} className="aspect-[3/4] w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <ErrorBox message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const { rows, total, pageCount, hasNextPage } = query.data;
  if (rows.length === 0 && page === 1) {
    return filtered ? (
      <EmptyState title={t('console.media.noMatch')}>{t('console.media.noMatchBody')}</EmptyState>
    ) : (
      <EmptyState title={t('console.media.empty')}>{t('console.media.emptyBody')}</EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted" aria-live="polite">
        {t('console.media.itemCount', { count: total, shown: formatNumber(total) })}
      </p>
      <ul
        aria-label={t('console.section.media')}
        aria-busy={query.isPlaceholderData || undefined}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {rows.map((item) => (
          <MediaCard
            key={item._id}
            item={item}
            onEdit={() => onEdit(item._id)}
            onFlag={(flag, on) => flags.mutate({ id: item._id, flags: { [flag]: on } })}
          />
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} hasNextPage={hasNextPage} onPage={onPage} />
    </div>
  );
}
