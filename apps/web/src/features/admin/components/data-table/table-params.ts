/**
 * A console table's paging and sorting, kept in the address's search parameters (`?sort=name&
 * order=desc&page=2`): the server pages and sorts, a reload or a shared link shows the same page,
 * and Back goes to the previous one. Pure, so the rules are tested on their own.
 */

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: string;
  direction: SortDirection;
}

export interface TableParams {
  /** 1-based. */
  page: number;
  sort: SortState | null;
}

export interface TableParamsOptions {
  /** The columns the server can sort by; anything else in the address is ignored. */
  sortable: readonly string[];
  defaultSort?: SortState;
}

export function readTableParams(search: URLSearchParams, options: TableParamsOptions): TableParams {
  const pageText = search.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const column = search.get('sort');
  const order = search.get('order');
  const sort =
    column && options.sortable.includes(column)
      ? { column, direction: order === 'desc' ? ('desc' as const) : ('asc' as const) }
      : (options.defaultSort ?? null);
  return { page, sort };
}

/** The search sorted by `sort` (the phone's select), back on page 1. */
export function withSort(search: URLSearchParams, sort: SortState): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('sort', sort.column);
  next.set('order', sort.direction);
  next.delete('page');
  return next;
}

/** Both ways, the default of a sortable column. */
export const BOTH_DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];

/**
 * The search after a click on `column`'s header: a new column sorts its first direction
 * (ascending by default), the sorted one flips. A column the server sorts one way only (newest
 * first) stays that way. Back to page 1, since the rows before it changed.
 */
export function withSortToggled(
  search: URLSearchParams,
  current: SortState | null,
  column: string,
  directions: readonly SortDirection[] = BOTH_DIRECTIONS,
): URLSearchParams {
  const [first = 'asc', second] = directions;
  const direction: SortDirection =
    current?.column === column && current.direction === first && second ? second : first;
  return withSort(search, { column, direction });
}

/** The search for `page` (page 1 is the address without one). */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(Math.floor(page)));
  return next;
}

/** The header's `aria-sort`: only the sorted column says which way. */
export function ariaSortOf(
  sort: SortState | null,
  column: string,
): 'ascending' | 'descending' | 'none' {
  if (sort?.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
