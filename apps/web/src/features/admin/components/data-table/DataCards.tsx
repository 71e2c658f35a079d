import { useId } from 'react';
import type { TableControls } from '../../hooks/use-table-params';
import { t } from '../../messages';
import type { Column } from './DataTable';
import { BOTH_DIRECTIONS } from './table-params';

/**
 * The table on a phone: one card a row, its primary column as the title and the others as label
 * and value; sorting from a select above (a phone has no room for a row of header buttons).
 */
export function DataCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  controls,
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  controls: TableControls;
}) {
  const sortId = useId();
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const rest = columns.filter((c) => c !== primary);
  const sortable = columns.filter((c) => c.sortable);
  const { sort } = controls.params;
  return (
    <div className="flex flex-col gap-3">
      {sortable.length > 0 && (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={sortId} className="text-muted">
            {t('console.table.sortBy')}
          </label>
          <select
            id={sortId}
            value={sort ? `${sort.column}:${sort.direction}` : ''}
            onChange={(event) => {
              const [column = '', direction] = event.target.value.split(':');
              controls.setSort({ column, direction: direction === 'desc' ? 'desc' : 'asc' });
            }}
            className="h-10 flex-1 rounded-xl border border-border bg-surface px-3 text-fg"
          >
            {!sort && <option value="">{t('console.table.defaultOrder')}</option>}
            {sortable.flatMap((column) =>
              (column.sortDirections ?? BOTH_DIRECTIONS).map((direction) => (
                <option key={`${column.id}:${direction}`} value={`${column.id}:${direction}`}>
                  {direction === 'asc'
                    ? t('console.table.ascending', { column: column.header })
                    : t('console.table.descending', { column: column.header })}
                </option>
              )),
            )}
          </select>
        </div>
      )}
      <ul aria-label={label} className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-border bg-surface p-4">
            {primary && <div className="font-medium">{primary.cell(row)}</div>}
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {rest.map((column) => (
                <div key={column.id} className="contents">
                  <dt className="text-muted">{column.header}</dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
