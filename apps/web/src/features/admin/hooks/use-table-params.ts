import { useSearchParams } from 'react-router';
import {
  readTableParams,
  type SortDirection,
  type SortState,
  type TableParamsOptions,
  withPage,
  withSort,
  withSortToggled,
} from '../components/data-table/table-params';

/**
 * A table's page and sort from the address, and the moves that change them (each a new history
 * entry, so Back returns to the previous page of the table). Pass `params` to the list's query
 * and the whole result to `DataTable`.
 */
export function useTableParams(options: TableParamsOptions) {
  const [search, setSearch] = useSearchParams();
  const params = readTableParams(search, options);
  return {
    params,
    toggleSort: (column: string, directions?: readonly SortDirection[]) =>
      setSearch(withSortToggled(search, params.sort, column, directions)),
    setSort: (sort: SortState) => setSearch(withSort(search, sort)),
    setPage: (page: number) => setSearch(withPage(search, page)),
  };
}
export type TableControls = ReturnType<typeof useTableParams>;
