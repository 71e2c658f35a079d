/**
 * A server-rendered page's module, by its path in the web app as the build's manifest names it
 * (`src/app/routes/ItemRoute.tsx`): the route's `handle`. The server reads it off the page it
 * rendered and names the module's file on the starter's element
 * (apps/server/src/http/rendered-template.ts), and the starter imports it beside the entry
 * (start-app.ts). Left to the router, the page's module came only once the entry had run, and
 * Vite's loader linked its twenty-odd files in the task that began hydration.
 */
export interface PageModuleHandle {
  pageModule: string;
}

export function pageModule(path: string): PageModuleHandle {
  return { pageModule: path };
}

/** The modules named by the routes a page matched, outermost first. */
export function pageModulesOf(matches: readonly { route: { handle?: unknown } }[]): string[] {
  return matches.flatMap(({ route }) => {
    const handle = route.handle as Partial<PageModuleHandle> | undefined;
    return typeof handle?.pageModule === 'string' ? [handle.pageModule] : [];
  });
}
