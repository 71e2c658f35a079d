/**
 * The namespaces: one JSON catalog per page or feature, the same in each language. Hindi's are
 * fetched one by one when a page that shows their words renders in Hindi (lib/i18n/i18n.ts
 * finds them by file name); catalogs.test.ts checks that this list names every file.
 */
export const NAMESPACES = [
  'about',
  'admin',
  'account',
  'browse',
  'calendar',
  'cancellation',
  'catalog',
  'checkout',
  'common',
  'downloads',
  'editor',
  'faq',
  'pages',
  'privacy',
  'reminders',
  'search',
  'shipping',
  'terms',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
