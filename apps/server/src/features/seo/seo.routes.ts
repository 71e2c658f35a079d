import type { FastifyInstance } from 'fastify';
import { sendCachedBody } from '../../http/cached-json';
import type { EncodedBody } from '../../http/encoded-body';
import { notFound } from '../../lib/errors';
import type { VersionedCache } from '../../lib/versioned-cache';
import type { SitemapService } from './sitemap.service';

// Public and the same for everyone; the catalog cache's generation rebuilds it after a write.
const XML_ANSWER = {
  contentType: 'application/xml; charset=utf-8',
  cacheControl: 'public, max-age=3600',
} as const;

// At most a million blocks of 50,000: more digits are not a file we wrote.
const ITEMS_FILE = /^items-([1-9]\d{0,5})\.xml$/;

/** `robots.txt`, `sitemap.xml` and the sitemap's files, for search engines. */
export function seoRoutes(sitemap: SitemapService, cache: VersionedCache<EncodedBody>) {
  return async (app: FastifyInstance) => {
    app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemap.robots()),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) =>
      sendCachedBody(request, reply, cache, 'sitemap', XML_ANSWER, () => sitemap.root()),
    );

    app.get('/sitemaps/pages.xml', { schema: { hide: true } }, (request, reply) =>
      sendCachedBody(request, reply, cache, 'sitemap:pages', XML_ANSWER, () => sitemap.pagesFile()),
    );

    app.get<{ Params: { file: string } }>(
      '/sitemaps/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const block = ITEMS_FILE.exec(request.params.file)?.[1];
        if (!block) throw notFound('Not found');
        // Past the last block: thrown, so nothing is cached and the answer is a 404.
        return sendCachedBody(
          request,
          reply,
          cache,
          `sitemap:items:${block}`,
          XML_ANSWER,
          async () => {
            const file = await sitemap.itemsFile(Number(block));
            if (file === null) throw notFound('Not found');
            return file;
          },
        );
      },
    );
  };
}
