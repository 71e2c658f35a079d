import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorEnvelope } from '@stamp/shared/schemas/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VersionedCache } from '../lib/versioned-cache';
import { sendCachedBody } from './cached-json';
import type { EncodedBody } from './encoded-body';
import { devanagariPreload, opensInHindi } from './hindi-font-preload';

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

// The app's page is never cached: a deploy is picked up on the next navigation. Its Link header
// depends on the request's languages (hindi-font-preload.ts).
const PAGE_ANSWER = {
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
  vary: 'accept-encoding, accept-language',
};

/**
 * Serves the built single-page app. Vite names assets by content hash, so they are cached for a
 * year; `index.html` is never cached so a deploy is picked up on the next navigation.
 * Returns the fallback for paths no file matches: the SPA's own router decides what they show.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  catalogPages?: CatalogPages,
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
      // The body depends on Accept-Encoding (preCompressed): caches on the way must key on it;
      // the app's page also carries a Link header chosen by Accept-Language.
      res.setHeader('vary', filePath === indexFile ? PAGE_ANSWER.vary : 'accept-encoding');
    },
  });

  const indexHtml = readFileSync(indexFile, 'utf8');
  const hindiFonts = devanagariPreload(distDir);
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
    if (hindiFonts && opensInHindi(request.headers['accept-language'])) {
      reply.header('link', hindiFonts);
    }
    const path = request.url.split('?', 1)[0] ?? '/';
    const key = catalogPages?.key(path);
    if (catalogPages && key) return sendCatalogPage(request, reply, catalogPages, path, key);
    return sendIndex(reply);
  };
}
