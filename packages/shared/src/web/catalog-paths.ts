/**
 * The public pages' addresses (specification §2), shared by the web app's links and the server's
 * sitemap, so a crawler is handed exactly the addresses the app links to.
 */

/** "Good Morning Quotes" → "good-morning-quotes"; the breadcrumbs turn it back into words. */
export function slug(name: string): string {
  return slugWords(name) || 'item';
}

/** A name's letters and numbers, lower case, joined by hyphens: empty when it has none. */
export function slugWords(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export const categoryPath = (name: string, id: string) => `/${slug(name)}/${id}`;
export const subCategoryPath = (name: string, id: string) => `/category/${slug(name)}/${id}`;
export const itemPath = (id: string) => `/${id}`;
