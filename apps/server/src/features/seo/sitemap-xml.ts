/** One address in a sitemap (sitemaps.org protocol 0.9). */
export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/** The protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of pages. */
export function urlset(entries: readonly SitemapEntry[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.map((e) => entry('url', e)).join('')}</urlset>\n`;
}

/** A `<sitemapindex>` of sitemap files, for a catalog over one file's limit. */
export function sitemapIndex(entries: readonly SitemapEntry[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.map((e) => entry('sitemap', e)).join('')}</sitemapindex>\n`;
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date}</${tag}>\n`;
}

/** The five characters XML gives meaning to (an address may hold `&` in its query). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
