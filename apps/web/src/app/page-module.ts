/**
 * A server-rendered page's module, by its path in the web app as the build's manifest names it
 * (`src/app/routes/ItemRoute.tsx`): the route's `handle`. The server reads it off the page it
 * rendered and names the module's files, and the files they import, on the starter's element
 * (apps/server/src/http/rendered-template.ts). The starter fetches them with the app's own, a
 * couple per task (start-app.ts). Without it, Vite's loader linked the page's twenty-odd files in
 * the one task that began hydration (30 ms on this machine, 120 ms at a phone's speed), and only
 * once the entry had arrived and run.
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
