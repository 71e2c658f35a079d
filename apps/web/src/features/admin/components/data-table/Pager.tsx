import { ChevronRight } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { formatNumber } from '../../../../lib/format';
import { t } from '../../messages';

/** Previous and next page; the page number (and count, when the server gives one) between. */
export function Pager({
  page,
  pageCount,
  hasNextPage,
  onPage,
}: {
  page: number;
  pageCount?: number;
  hasNextPage: boolean;
  onPage(page: number): void;
}) {
  if (page === 1 && !hasNextPage) return null;
  return (
    <nav
      aria-label={t('console.table.pages')}
      className="flex items-center justify-between gap-3 text-sm"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {/* ChevronRight turned, not ChevronLeft: the home page's carousel draws ChevronLeft, and
            a second user of it here would split it out of the home page's chunk. */}
        <ChevronRight aria-hidden="true" className="size-4 rotate-180" />
        {t('console.table.previous')}
      </Button>
      <p aria-live="polite" className="text-muted">
        {pageCount
          ? t('console.table.pageOf', { page: formatNumber(page), count: formatNumber(pageCount) })
          : t('console.table.page', { page: formatNumber(page) })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={!hasNextPage}
        onClick={() => onPage(page + 1)}
      >
        {t('console.table.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
