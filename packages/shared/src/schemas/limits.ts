// Numbers the schemas enforce, in a module without zod: the browser's first load imports these
// (a search box's maxLength) without paying for zod's code.

/** The longest search text the API accepts. */
export const SEARCH_QUERY_MAX = 200;
