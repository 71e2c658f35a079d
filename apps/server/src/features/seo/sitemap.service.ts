import { categoryPath, itemPath, subCategoryPath } from '@stamp/shared/web/catalog-paths';
import type { Database } from '../../db/client';
import { createSitemapRepo } from './sitemap.repo';
import { SITEMAP_MAX_URLS, type SitemapEntry, sitemapIndex, urlset } from './sitemap-xml';

// The pages every visitor can open that are not the catalog's (spec §2): the calendar and the
// policy pages. Account pages, checkout and the editors carry nothing to index.
const STATIC_PAGES = [
  '/',
  '/calendar',
  '/about',
  '/contact-us',
  '/terms-and-condition',
  '/privacy-policy',
  '/cancellation-policy',
  '/shipping-policy',
];

/**
 * `sitemap.xml` from the catalog: every public page, category, sub-category and published item,
 * at the addresses the web app links to (shared catalog-paths). One file while the catalog fits
 * the protocol's 50,000 addresses; beyond that an index of files: the pages, then the items in
 * blocks of 50,000.
 */
export function createSitemapService(deps: { db: Database; publicUrl: URL; fileSize?: number }) {
  const repo = createSitemapRepo(deps.db);
  const size = deps.fileSize ?? SITEMAP_MAX_URLS;
  const at = (path: string) => new URL(path, deps.publicUrl).href;

  async function pages(): Promise<SitemapEntry[]> {
    const [categories, subCategories] = await Promise.all([
      repo.categories(),
      repo.subCategories(),
    ]);
    return [
      ...STATIC_PAGES.map((path) => ({ loc: at(path) })),
      ...categories.map((c) => ({ loc: at(categoryPath(c.name, c.id)), lastmod: c.updatedAt })),
      ...subCategories.map((s) => ({
        loc: at(subCategoryPath(s.name, s.id)),
        lastmod: s.updatedAt,
      })),
    ];
  }

  async function items(block: number): Promise<SitemapEntry[]> {
    const rows = await repo.items(block, size);
    return rows.map((item) => ({ loc: at(itemPath(item.id)), lastmod: item.updatedAt }));
  }

  return {
    /** `/sitemap.xml`: the whole sitemap, or the index of its files. */
    async root(): Promise<string> {
      const [listed, itemCount] = await Promise.all([pages(), repo.itemCount()]);
      if (listed.length + itemCount <= size) return urlset([...listed, ...(await items(0))]);
      const blocks = Math.ceil(itemCount / size);
      return sitemapIndex([
        { loc: at('/sitemaps/pages.xml') },
        ...Array.from({ length: blocks }, (_, i) => ({ loc: at(`/sitemaps/items-${i + 1}.xml`) })),
      ]);
    },

    /** `/sitemaps/pages.xml`: the static pages, categories and sub-categories. */
    async pagesFile(): Promise<string> {
      return urlset(await pages());
    },

    /** `/sitemaps/items-N.xml` (N from 1), or null past the last block. */
    async itemsFile(block: number): Promise<string | null> {
      const listed = await items(block - 1);
      return listed.length === 0 ? null : urlset(listed);
    },

    /** `robots.txt`: account pages kept out, the sitemap named by its full address. */
    robots(): string {
      return [
        '# Every page of the catalog may be crawled; account pages carry nothing worth indexing.',
        'User-agent: *',
        'Disallow: /profile',
        'Disallow: /change-password',
        'Disallow: /reset-password/',
        'Disallow: /checkout',
        'Disallow: /downloads',
        'Disallow: /admin',
        'Allow: /',
        '',
        `Sitemap: ${at('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
