import type { SortState } from '../components/data-table/table-params';

export type UserSort = 'newest' | 'name' | 'email';

/** The users list's column sort as the server's: names and e-mails A–Z, joined newest first. */
export function userSortOf(sort: SortState | null): UserSort {
  if (sort?.column === 'name') return 'name';
  if (sort?.column === 'email') return 'email';
  return 'newest';
}
