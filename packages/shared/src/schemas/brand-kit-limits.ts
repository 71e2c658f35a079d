/**
 * The brand kit's limits, without zod: the item page's editor checks a picked logo's size, and
 * importing the number from brand-kit.ts loaded zod (92 KB of script, evaluated during the page's
 * hydration) with it. The schemas are in brand-kit.ts, which re-exports these.
 */

/** Logos are small marks: 2 MB is far above a crisp 1000 px PNG logo. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const BRAND_LOGOS_MAX = 10;
