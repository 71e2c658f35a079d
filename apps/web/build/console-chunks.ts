import type { Plugin } from 'vite';

/**
 * The console's words in Hindi (its `admin` namespace), which apps/web/build/hindi-catalogs.ts
 * writes beside the other languages' files, not as a chunk of the graph.
 */
export const CONSOLE_HINDI = /^assets\/hi-[\w-]+\/admin\.js$/;

/** The operator console's one way in (app/router.tsx's lazy `admin/*` route). */
export const CONSOLE_ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]AdminRoute\.tsx$/;

/** What the reachability needs of a bundle's chunk. */
interface ChunkLinks {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** The stylesheets Vite split out of the chunk (a page's own CSS, the charts'). */
  css: readonly string[];
}

/**
 * The files only the console reaches: every chunk its route imports, statically or lazily, that
 * no entry reaches without passing through that route, and those chunks' stylesheets. A chunk or
 * stylesheet the public pages share with the console (React, the query client) is theirs too.
 */
export function consoleOnlyFiles(chunks: readonly ChunkLinks[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const consoleRoute = chunks.find((chunk) =>
    CONSOLE_ROUTE_MODULE.test(chunk.facadeModuleId ?? ''),
  );
  // Loud, not silent: a renamed route would otherwise put the console back in every precache.
  if (!consoleRoute)
    throw new Error('no chunk for app/routes/AdminRoute.tsx: where did the console go?');
  const reach = (from: string[], stopAt?: string) => {
    const seen = new Set<string>();
    const next = [...from];
    for (let file = next.pop(); file !== undefined; file = next.pop()) {
      if (seen.has(file) || file === stopAt) continue;
      seen.add(file);
      const chunk = byFile.get(file);
      if (chunk) next.push(...chunk.imports, ...chunk.dynamicImports);
    }
    return seen;
  };
  const publicFiles = reach(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    consoleRoute.fileName,
  );
  const consoleFiles = [...reach([consoleRoute.fileName])].filter((file) => !publicFiles.has(file));
  const cssOf = (files: Iterable<string>) =>
    new Set([...files].flatMap((file) => byFile.get(file)?.css ?? []));
  const publicCss = cssOf(publicFiles);
  const consoleCss = [...cssOf(consoleFiles)].filter((file) => !publicCss.has(file));
  return new Set([...consoleFiles, ...consoleCss]);
}

/**
 * Finds the console's files as the bundle is written, for the service worker's precache to leave
 * out (apps/web/build/pwa.ts): every visitor's worker would otherwise download the console.
 */
export function consoleChunks(): { plugin: Plugin; files: ReadonlySet<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'stamp:console-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk'
          ? [{ ...file, css: [...(file.viteMetadata?.importedCss ?? [])] }]
          : [],
      );
      files.clear();
      for (const file of consoleOnlyFiles(chunks)) files.add(file);
    },
  };
  return { plugin, files };
}
