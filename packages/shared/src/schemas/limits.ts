// Numbers and messages of the API, in a module without zod: the browser's first load imports
// these (a search box's maxLength, the daily-limit message) without paying for zod's code.

/** The longest search text the API accepts. */
export const SEARCH_QUERY_MAX = 200;

/** The message of a refused clean download (spec §8 matches on it; DESIGN.md "API"). */
export const DAILY_LIMIT_MESSAGE = 'Daily download limit reached';

/** A download link's life (spec §9: 72 hours, 3 uses). */
export const DOWNLOAD_LINK_HOURS = 72;
export const DOWNLOAD_LINK_USES = 3;
