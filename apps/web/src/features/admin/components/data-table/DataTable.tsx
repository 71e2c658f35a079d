import type { ReactNode } from 'react';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { EmptyState, ErrorBox } from '../../../../components/ui/States';
import { useMediaQuery } from '../../../../hooks/use-media-query';
import type { TableControls } from '../../hooks/use-table-params';
import { t } from '../../messages';
import { DataCards } from './DataCards';
import { Pager } from './Pager';
import { SortHeader } from './SortHeader';
import type { SortDirection } from './table-params';

export interface Column<Row> {
  /** The sort key the server knows (when `sortable`), and React's key. */
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  sortable?: boolean;
  /** The ways the server sorts it (both by default); `['desc']` for "newest first" only. */
  sortDirections?: readonly SortDirection[];
  align?: 'start' | 'end';
  /** The card's title on a phone (one column; the others become its label/value pairs). */
  primary?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (its caption, read by screen readers). */
  label: string;
  columns: readonly Column<Row>[];
  rowKey(row: Row): string;
  /** The query of the current page, as TanStack Query gives it. */
  query: {
    status: 'pending' | 'error' | 'success';
    data?: { rows: readonly Row[]; hasNextPage: boolean; pageCount?: number };
    error?: { message: string } | null;
    refetch?: () => unknown;
  };
  controls: TableControls;
  /** What an empty page says (a new shop has no users; a filter found nothing). */
  empty: { title: string; body?: ReactNode };
}

/**
 * A console list the server pages and sorts (the address holds both: useTableParams). A table
 * with sortable headers from md up, stacked cards on a phone, and designed loading, error and
 * empty states.
 */
export function DataTable<Row>({
  label,
  columns,
  rowKey,
  query,
  controls,
  empty,
}: DataTableProps<Row>) {
  const wide = useMediaQuery('(min-width: 768px)');
  const { params, toggleSort, setPage } = controls;

  if (query.status === 'error') {
    return (
      <ErrorBox
        message={query.error?.message ?? t('console.table.loadFailed')}
        onRetry={query.refetch ? () => void query.refetch?.() : undefined}
      />
    );
  }
  const rows = query.data?.rows ?? [];
  if (query.status === 'success' && rows.length === 0 && params.page === 1) {
    return <EmptyState title={empty.title}>{empty.body}</EmptyState>;
  }

  const body =
    query.status === 'pending' ? (
      <div
        role="status"
        aria-label={t('console.table.loading', { label })}
        className="flex flex-col gap-2"
      >
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-12 w-full" />
        ))}
      </div>
    ) : wide ? (
      <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-border text-muted">
            <tr>
              {columns.map((column) => (
                <SortHeader
                  key={column.id}
                  column={column}
                  sort={params.sort}
                  onSort={() => toggleSort(column.id, column.sortDirections)}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-border last:border-0">
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={column.align === 'end' ? 'px-4 py-3 text-right' : 'px-4 py-3'}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ) : (
      <DataCards label={label} columns={columns} rows={rows} rowKey={rowKey} controls={controls} />
    );

  return (
    <div className="flex flex-col gap-4">
      {body}
      <Pager
        page={params.page}
        pageCount={query.data?.pageCount}
        hasNextPage={query.data?.hasNextPage ?? false}
        onPage={setPage}
      />
    </div>
  );
}
