import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorEnvelope } from '@stamp/shared/schemas/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VersionedCache } from '../lib/versioned-cache';
import { sendCachedBody } from './cached-json';
import { type EncodedBody, encodeBody } from './encoded-body';
import { pageLocale } from './page-locale';
import type { PageRenderer } from './page-render';
import {
  pageModuleImports,
  pageModuleScripts,
  renderedPageTemplate,
  withPageScripts,
  withRenderedPage,
} from './rendered-template';

/** The catalog's public pages, whose HTML carries their own head (title, link preview). */
export interface CatalogPages {
  /**
   * The cache key of the page an address can be (its shape and id: any slug in the address
   * reads the same page), or null when it cannot be a catalog page.
   */
  key(path: string): string | null;
  /** The app's HTML with the page's head, or null when no public page has this address. */
  html(path: string, indexHtml: string): Promise<string | null>;
  /** Bodies by address, rebuilt after a catalog write like the catalog's JSON answers. */
  cache: VersionedCache<EncodedBody>;
}

// The app's page is never cached: a deploy is picked up on the next navigation.
const PAGE_ANSWER = {
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
  vary: 'accept-encoding',
};

/**
 * A page rendered on the server: the same for every visitor in a language, so a shared cache may
 * keep it a minute and serve it stale while it asks again; the browser revalidates each time (its
 * ETag makes that a bodiless 304). The language comes from the cookie or Accept-Language.
 */
const RENDERED_ANSWER = {
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  vary: 'accept-encoding, accept-language, cookie',
};

// Public pages without an id, rendered and cached by address.
const STATIC_PAGES = new Set([
  '/',
  '/about',
  '/terms-and-condition',
  '/privacy-policy',
  '/cancellation-policy',
  '/shipping-policy',
  '/contact-us',
]);

/**
 * Serves the built single-page app. Vite names assets by content hash, so they are cached for a
 * year; `index.html` is never cached so a deploy is picked up on the next navigation.
 * Returns the fallback for paths no file matches: the SPA's own router decides what they show.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  catalogPages?: CatalogPages,
  renderer?: PageRenderer | null,
) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`');
    return (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The Stamp web app has not been built yet. Run `npm run build`, then reload.');
  }

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Our own cache-control below; the plugin's default would override it.
    cacheControl: false,
    // The build writes x.br and x.gz beside each text file (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The body depends on Accept-Encoding (preCompressed): caches on the way must key on it.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const indexHtml = readFileSync(indexFile, 'utf8');
  const renderedTemplate = renderedPageTemplate(indexHtml, distDir);
  const pageScripts = pageModuleScripts(distDir);
  const pageImports = pageModuleImports(distDir);
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');

  /** A catalog page with its own head, from the cache; the plain app for any other address. */
  async function sendCatalogPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pages: CatalogPages,
    path: string,
    key: string,
  ) {
    const { cache } = pages;
    // Unknown ids are not cached: any number of made-up addresses must not fill the cache. A
    // miss is looked up again inside the cached build, whose generation check keeps a page
    // written during a catalog change out of the cache.
    if (cache.get(key) === undefined && (await pages.html(path, indexHtml)) === null) {
      return sendIndex(reply);
    }
    return sendCachedBody(
      request,
      reply,
      cache,
      key,
      PAGE_ANSWER,
      async () => (await pages.html(path, indexHtml)) ?? indexHtml,
    );
  }

  /**
   * A public page rendered to HTML (apps/web/src/entry-server.tsx) inside the app's page with its
   * head. Cached by page and language like the catalog's answers (a catalog write clears both);
   * an address that is no page (a 404) is rendered each time and never cached. A render that
   * fails sends the app's plain page, which renders in the browser as before.
   */
  async function sendRenderedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pages: CatalogPages,
    render: PageRenderer,
    address: string,
    pageKey: string | null,
  ) {
    const path = address.split('?', 1)[0] ?? '/';
    const locale = pageLocale(request.headers);
    const key = pageKey && `rendered:${locale}:${pageKey}`;
    const { cache } = pages;
    const cached = key ? cache.get(key) : undefined;
    if (key && cached !== undefined) {
      // Should the entry's minute end before it is sent, the same page is stored again, never
      // the app's plain shell.
      return sendCachedBody(request, reply, cache, key, RENDERED_ANSWER, async () =>
        cached.identity.toString('utf8'),
      );
    }
    const generation = cache.generation();
    const url = new URL(address, 'http://stamp.local');
    let page: Awaited<ReturnType<PageRenderer['render']>>;
    try {
      page = await render.render(url, locale);
    } catch (error) {
      request.log.error({ err: error, path }, 'page render failed: sending the app to render it');
      return sendIndex(reply);
    }
    if (page.kind === 'client') return sendIndex(reply);
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    const head = pageKey?.startsWith('page:') ? await pages.html(path, renderedTemplate) : null;
    const modules = page.modules ?? [];
    const frame = withPageScripts(
      head ?? renderedTemplate,
      pageScripts(modules),
      pageImports(modules),
    );
    const html = withRenderedPage(frame, page, locale);
    // Kept only if whole (no failure on it) and no catalog write came while it rendered (the
    // cache's generation check).
    if (page.status === 200 && page.data !== null && key) {
      cache.set(key, await encodeBody(html), generation);
    }
    if (key && cache.get(key) !== undefined) {
      return sendCachedBody(request, reply, cache, key, RENDERED_ANSWER, async () => html);
    }
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', RENDERED_ANSWER.vary)
      .type(RENDERED_ANSWER.contentType)
      .send(html);
  }

  return (request: FastifyRequest, reply: FastifyReply) => {
    // A missing hashed asset is a 404, never the app's page (which would load as broken JS).
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.url.startsWith('/assets/')
    ) {
      return reply
        .status(404)
        .send({ success: false, message: 'Not found', code: 'NOT_FOUND' } satisfies ErrorEnvelope);
    }
    const path = request.url.split('?', 1)[0] ?? '/';
    const key = catalogPages?.key(path) ?? null;
    if (catalogPages && renderer) {
      const address = `${path}${pageSearch(request.url)}`;
      const pageKey = key ?? (STATIC_PAGES.has(path) ? `static:${path}` : null);
      return sendRenderedPage(
        request,
        reply,
        catalogPages,
        renderer,
        address,
        pageKey && `${pageKey}${address.slice(path.length)}`,
      );
    }
    if (catalogPages && key) return sendCatalogPage(request, reply, catalogPages, path, key);
    return sendIndex(reply);
  };
}

// What a query string can change on a public page: a sub-category's tab and format filter.
const PAGE_PARAMS = ['tab', 'type'] as const;
const PARAM_VALUE = /^[A-Za-z]{1,20}$/;

/**
 * The part of a query string a public page depends on, in one order: campaign tags and the like
 * render (and are cached as) the page without them, so no made-up query string costs a render.
 */
export function pageSearch(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return '';
  const given = new URLSearchParams(url.slice(query + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = given.get(name);
    if (value !== null && PARAM_VALUE.test(value)) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : '';
}
