import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

export type Locale = 'en' | 'hi';

/** What apps/web/src/entry-server.tsx renders (its types, restated: the server does not compile the web app). */
export type RenderedPage =
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      data: unknown | null;
      pending: string[];
      /** The page's modules, by their paths in the web app (its `app/page-module.ts`). */
      modules?: string[];
    };

interface EntryServer {
  configureServerRender(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: URL, locale: Locale): Promise<RenderedPage>;
}

export interface PageRenderer {
  render(url: URL, locale: Locale): Promise<RenderedPage>;
}

/**
 * The web app's server build (`apps/web/dist-server`, written by `npm run build` beside `dist`),
 * with its API calls answered in process by `app.inject`: the same routes, validation and caches
 * as a browser's request, without a socket. Null when the build is missing (the app's shell is
 * served as before).
 *
 * The calls go as a visitor's (no cookie): the HTML is the same for everyone, so it is cached
 * like the catalog's answers, and a member's page turns into theirs once the browser knows them.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'server rendering not built: pages are rendered in the browser');
    return null;
  }
  const module = (await import(pathToFileURL(entry).href)) as EntryServer;
  module.configureServerRender(async (url, init) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': new Headers(init.headers).get('accept-language') ?? 'en' },
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  });
  return { render: (url, locale) => module.renderPage(url, locale) };
}
