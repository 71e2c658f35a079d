import { Writable } from 'node:stream';
import { i18n, type Messages } from '@lingui/core';
import { isId } from '@stamp/shared/schemas/ids';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type LoaderFunctionArgs,
  redirect,
  StaticRouterProvider,
} from 'react-router';
import { prefetchedPage } from './app/page-data';
import { pageModulesOf } from './app/page-module';
import { createRoutes } from './app/routes';
import { paths } from './config/paths';
import { mediaListQuery } from './features/catalog/api/get-media-list';
import { subCategoriesQuery } from './features/catalog/api/get-sub-categories';
import { type resolve, resolveQuery } from './features/catalog/api/resolve';
import { filtersFor } from './features/catalog/components/MediaFilter';
import { ApiError, type ApiTransport, setApiTransport } from './lib/api';
import { provideHindi } from './lib/i18n/i18n';
import { intlLocale, type Locale } from './lib/i18n/locale';
import { type PageStatus, PageStatusContext } from './lib/page-status';
import type { ServerPageData } from './lib/server-page-data';
import type { Namespace } from './locales/hi';

// Every Hindi catalog, compiled like the browser's: a server renders any page in either language.
const hindi = import.meta.glob<Messages>('./locales/hi/*.json', { eager: true, import: 'default' });
provideHindi(
  Object.fromEntries(
    Object.entries(hindi).map(([file, messages]) => [
      file.replace(/^.*\/(.+)\.json$/, '$1') as Namespace,
      messages,
    ]),
  ) as Record<Namespace, Messages>,
);

/** One render's: the query cache its loaders fill, and whether they found nothing to show. */
interface ServerContext {
  queryClient: QueryClient;
  notFound: boolean;
}
const contextOf = (args: LoaderFunctionArgs) => args.context as ServerContext;
const clientOf = (args: LoaderFunctionArgs) => contextOf(args).queryClient;

/**
 * Waits for a loader's queries. A page whose data did not arrive renders its own loading or error
 * state, as in the browser; one the API says does not exist is a 404 from the start, so the
 * layout (the breadcrumb trail) knows it as it renders.
 */
function settled(args: LoaderFunctionArgs, work: Promise<unknown>) {
  return work.then(
    () => null,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) contextOf(args).notFound = true;
      return null;
    },
  );
}

const routes = createRoutes({
  layout: (args) => settled(args, prefetchedPage.layout(clientOf(args))),
  home: (args) => settled(args, prefetchedPage.home(clientOf(args))),
  item: (args) => settled(args, prefetchedPage.item(clientOf(args), args.params.itemId ?? '')),
  subCategory: (args) =>
    settled(
      args,
      subCategoryList(clientOf(args), args.params.subCategoryId ?? '', args.request.url),
    ),
  async resolve(args) {
    const id = args.params.id ?? '';
    const client = clientOf(args);
    if (!isId(id)) {
      contextOf(args).notFound = true;
      return null;
    }
    let found: Awaited<ReturnType<typeof resolve>>['data'] | undefined;
    await settled(
      args,
      client.fetchQuery(resolveQuery(id)).then((envelope) => {
        found = envelope.data;
      }),
    );
    // An old link to an item by `/{name}/{id}`: the browser's page replaces it the same way.
    if (found?.kind === 'media') throw redirect(paths.item(id), 301);
    if (found?.kind === 'category') await settled(args, client.fetchQuery(subCategoriesQuery(id)));
    if (found?.kind === 'subCategory') {
      await settled(args, subCategoryList(client, id, args.request.url));
    }
    return null;
  },
});
const handler = createStaticHandler(routes);

/** The list a sub-category page opens on, with the tab and format filter of its address. */
function subCategoryList(client: QueryClient, subCategoryId: string, url: string) {
  if (!isId(subCategoryId)) return Promise.resolve();
  const search = new URL(url).searchParams;
  const type = search.get('tab') === 'videos' ? 'video' : 'image';
  const asked = search.get('type');
  const creativeType = filtersFor(type).find((it) => it === asked) ?? '';
  return client.fetchInfiniteQuery(mediaListQuery({ subCategoryId, type, creativeType }));
}

// Pages that stay client-rendered: a member's own pages, checkout, the editor's tools, the
// console. Their HTML is the app's shell, as before.
const CLIENT_ONLY =
  /^\/(?:login|signup|forgot-password|reset-password|profile|change-password|downloads|checkout|custom-editor|admin|reminders|calendar)(?:\/|$)/i;

export type RenderedPage =
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Elements for the document's head: preloads of the first screen's pictures. */
      head: string;
      html: string;
      /** What the browser hydrates from; null when the page must render anew there. */
      data: ServerPageData | null;
      pending: string[];
      /** The page's modules, by their paths in the web app (page-module.ts). */
      modules: string[];
    };

/** Called once by the server: how the pages' API calls reach it (in process, not over TCP). */
export function configureServerRender(transport: ApiTransport): void {
  setApiTransport(transport);
}

/**
 * Renders a public page to HTML with React's streaming renderer, after the route's loaders have
 * fetched its first screen into a query cache of its own, which travels with the HTML so the
 * browser does not ask again. `pending` names any query the render wanted and no loader fetched
 * (tests hold it empty for every public page).
 */
export async function renderPage(url: URL, locale: Locale): Promise<RenderedPage> {
  if (CLIENT_ONLY.test(url.pathname)) return { kind: 'client' };
  const queryClient = new QueryClient({
    // A query that failed here stays failed for the render (a 404 shows the not-found page);
    // in the browser's cache it would be asked again on mount, and show as loading.
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: 60_000 } },
  });
  const loaded: ServerContext = { queryClient, notFound: false };
  const context = await handler.query(new Request(url), { requestContext: loaded });
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  // The catch-all route is the not-found page.
  const unmatched = context.matches.at(-1)?.route.path === '*';
  const status: PageStatus = { code: loaded.notFound || unmatched ? 404 : context.statusCode };
  const rendered = await inLocale(locale, () =>
    renderToHtml(
      <StrictMode>
        <PageStatusContext value={status}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </QueryClientProvider>
        </PageStatusContext>
      </StrictMode>,
    ),
  );
  const queries = queryClient.getQueryCache().getAll();
  const pending = queries
    .filter((query) => query.state.status === 'pending' && !query.isDisabled())
    .map((query) => JSON.stringify(query.queryKey))
    .filter((key) => key !== '["user"]');
  // A page showing a failure (a 404, an error box) is not hydrated: its errors cannot travel as
  // JSON, and the browser would render its loading state over them. It renders anew, and is
  // never cached.
  const whole = status.code === 200 && !queries.some((query) => query.state.status === 'error');
  // React writes the preloads it found (the first screen's pictures) ahead of the page: they
  // belong in the document's head, where the browser meets them before anything else.
  const preloads = LEADING_PRELOADS.exec(rendered)?.[0] ?? '';
  return {
    kind: 'page',
    status: status.code,
    head: preloads,
    html: rendered.slice(preloads.length),
    pending,
    modules: pageModulesOf(context.matches),
    data: whole
      ? {
          locale,
          router: { loaderData: context.loaderData, actionData: null, errors: null },
          queries: dehydrate(queryClient),
        }
      : null,
  };
}

const LEADING_PRELOADS = /^(?:<link [^>]*\/>)+/;

// Lingui's language is the process's: one render at a time holds it, from activation to the
// last byte. Rendering is the event loop's work anyway, so nothing is lost by taking turns.
let turn: Promise<unknown> = Promise.resolve();
function inLocale<T>(locale: Locale, render: () => Promise<T>): Promise<T> {
  const mine = turn.then(() => {
    i18n.activate(locale, [intlLocale(locale)]);
    return render();
  });
  turn = mine.catch(() => {});
  return mine;
}

function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // The whole page, not its first shell: it is cached and sent as one body, every part in
      // place (never outlined to be moved in by an inline script, which the CSP refuses).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}
