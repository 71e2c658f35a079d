/** One page of a server-paged console list, as `/api/v1/admin/…` answers it. */
export interface ServerPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** Rows matching the filters over all pages. */
  total: number;
}

/** A server page as the DataTable reads it. */
export function toTablePage<T>(answer: ServerPage<T>) {
  return {
    rows: answer.items,
    total: answer.total,
    hasNextPage: answer.page * answer.pageSize < answer.total,
    pageCount: Math.max(1, Math.ceil(answer.total / answer.pageSize)),
  };
}

/**
 * `?a=1&b=x` from the values that are set (empty text and undefined are left out, so the server
 * applies its defaults), or '' when none is.
 */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
