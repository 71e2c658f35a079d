import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Column } from './DataTable';
import { ariaSortOf, type SortState } from './table-params';

/** A column header; a sortable one is a button, and `aria-sort` says how the rows are sorted. */
export function SortHeader<Row>({
  column,
  sort,
  onSort,
}: {
  column: Column<Row>;
  sort: SortState | null;
  onSort(): void;
}) {
  const state = ariaSortOf(sort, column.id);
  const align = column.align === 'end' ? 'text-right' : 'text-left';
  if (!column.sortable) {
    return (
      <th scope="col" className={`px-4 py-3 font-medium ${align}`}>
        {column.header}
      </th>
    );
  }
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={state} className={`px-2 py-1.5 font-medium ${align}`}>
      <button
        type="button"
        onClick={onSort}
        className={`inline-flex h-9 items-center gap-1.5 rounded-lg px-2 hover:bg-surface-2 hover:text-fg ${
          state === 'none' ? '' : 'text-fg'
        }`}
      >
        {column.header}
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </th>
  );
}
