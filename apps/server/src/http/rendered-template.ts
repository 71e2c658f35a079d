import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptSafeJson } from '../lib/html-text';
import type { Locale } from './page-render';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;
// The app's entry and the modules it imports, as Vite writes them into index.html.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;
// The starter's source in the web app, and the module it declares the interface's Devanagari
// faces with, as the build's manifest names them.
const START_APP_SOURCE = 'src/start-app.ts';
const DEVANAGARI_FACES_SOURCE = 'src/lib/fonts/devanagari-faces.ts';

/** The files that start the app on a rendered page (the web app's `src/start-app.ts`). */
export interface AppStarter {
  /** The starter's address in the build (`/assets/start-app-….js`). */
  script: string;
  /** The module that declares the interface's Devanagari faces, if the build has it. */
  devanagariFaces?: string;
}

/**
 * The app's page as the frame of pages rendered on the server: `index.html` with its stylesheet
 * inline and its scripts started once the page's pictures are on screen.
 */
export function renderedPageTemplate(indexHtml: string, distDir: string): string {
  return withAppStartedAfterLoad(withInlineStyles(indexHtml, distDir), appStarter(distDir));
}

/**
 * The stylesheet inline: the first screen paints with the HTML, without waiting for a stylesheet
 * it blocks on (Lighthouse measured that request at 150–450 ms on a slow phone connection). It is
 * the whole of the app's first stylesheet (about 14 KB compressed), which the page keeps as the
 * reader moves on in the app; pages' own stylesheets load with their code as before. The CSP
 * allows inline styles.
 *
 * The file's link stays, disabled: a browser neither fetches nor applies it. Vite's loader of the
 * app's later chunks (the home page's FAQ, the item's editor) lists this stylesheet among their
 * dependencies and links it unless the page already has that link. Linked again, the same rules
 * arrived after the page was interactive, every element's style was computed anew and the page
 * laid out again (a 40 ms task on this machine, 160 ms at a phone's speed), and each later style
 * change matched twice the rules.
 */
export function withInlineStyles(indexHtml: string, distDir: string): string {
  const link = STYLESHEET.exec(indexHtml);
  if (!link?.[1]) return indexHtml;
  let css: string;
  try {
    css = readFileSync(path.join(distDir, link[1]), 'utf8');
  } catch {
    return indexHtml;
  }
  // Nothing in a stylesheet we build ends a style element; if it ever did, link it as before.
  if (/<\/style/i.test(css)) return indexHtml;
  const disabledLink = `<link rel="stylesheet" href="/${link[1]}" disabled>`;
  return indexHtml.replace(link[0], () => `<style>${css}</style>${disabledLink}`);
}

/** A chunk of the build as its manifest describes it, keyed by source path or chunk name. */
interface ManifestChunk {
  file?: unknown;
  /** The keys of the chunks it imports statically. */
  imports?: unknown;
}
type Manifest = Record<string, ManifestChunk | undefined>;

/** The web build's manifest (`vite build` with `build.manifest`), or undefined without one. */
function readManifest(distDir: string): Manifest | undefined {
  try {
    const manifest: unknown = JSON.parse(
      readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    );
    return typeof manifest === 'object' && manifest !== null ? (manifest as Manifest) : undefined;
  } catch {
    return undefined;
  }
}

/** The starter's files in the build, or undefined if it has no starter. */
export function appStarter(distDir: string): AppStarter | undefined {
  const manifest = readManifest(distDir);
  if (!manifest) return undefined;
  const script = scriptAddress(manifest[START_APP_SOURCE]?.file);
  if (!script) return undefined;
  const devanagariFaces = scriptAddress(manifest[DEVANAGARI_FACES_SOURCE]?.file);
  return devanagariFaces ? { script, devanagariFaces } : { script };
}

/** A script's address from the manifest, if it is one the build would write (it goes in HTML). */
function scriptAddress(file: unknown): string | undefined {
  return typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file) ? `/${file}` : undefined;
}

/**
 * The app's scripts started after the page has loaded (the web app's `src/start-app.ts`). A
 * rendered page is readable, and its links work, before any script runs: the scripts only make
 * it interactive. Fetched with the page, their ~145 KB went beside the first screen's pictures
 * and the heading's font on a slow phone connection (decision 32). The entry and the modules it
 * imports move from the head to the starter's element, which preloads them together. The app's
 * shell (index.html as is) keeps them in its head: without them it shows nothing. A build with
 * no starter keeps them too.
 */
export function withAppStartedAfterLoad(html: string, starter: AppStarter | undefined): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!starter || !entry?.[1]) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const faces = starter.devanagariFaces ? ` data-app-faces="${starter.devanagariFaces}"` : '';
  const element =
    `<script type="module" src="${starter.script}" data-app-entry="${entry[1]}"` +
    ` data-app-modules="${modules.join(' ')}"${faces}></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(entry[0], () => element);
}

/**
 * The scripts of the page modules a render names (the web app's `app/page-module.ts`): each
 * module's own chunk, from the build's manifest. A module the manifest does not know adds
 * nothing: the page still loads it itself.
 */
export function pageModuleScripts(distDir: string): (modules: readonly string[]) => string[] {
  const manifest = readManifest(distDir) ?? {};
  return (modules) =>
    modules.flatMap((module) => {
      const chunk = Object.hasOwn(manifest, module) ? manifest[module] : undefined;
      const script = scriptAddress(chunk?.file);
      return script ? [script] : [];
    });
}

/**
 * The scripts the page modules import, directly or through one another, from the build's
 * manifest: the files the browser loads with them when the starter imports them.
 */
export function pageModuleImports(distDir: string): (modules: readonly string[]) => string[] {
  const manifest = readManifest(distDir) ?? {};
  const chunkOf = (key: string) => (Object.hasOwn(manifest, key) ? manifest[key] : undefined);
  const importsOf = (key: string): string[] => {
    const imports = chunkOf(key)?.imports;
    return Array.isArray(imports) ? imports.filter((it) => typeof it === 'string') : [];
  };
  // A page's modules are one of a few lists (one per public route): each is walked once.
  const walked = new Map<string, string[]>();
  return (modules) => {
    const key = modules.join(' ');
    const known = walked.get(key);
    if (known) return known;
    const seen = new Set<string>();
    const scripts: string[] = [];
    const visit = (key: string) => {
      for (const imported of importsOf(key)) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        const script = scriptAddress(chunkOf(imported)?.file);
        if (script) scripts.push(script);
        visit(imported);
      }
    };
    for (const module of modules) visit(module);
    walked.set(key, scripts);
    return scripts;
  };
}

const STARTER_MODULES = / data-app-modules="([^"]*)"/;
const STARTER_ELEMENT = /<script type="module" src="[^"]*" data-app-entry="([^"]*)"/;

/**
 * The starter's element with a page's own modules (`pageModuleScripts`) in `data-app-pages`: the
 * starter imports them beside the entry (start-app.ts), so the browser fetches each and the files
 * it imports while the entry downloads.
 *
 * They and the files they import (`pageModuleImports`) are each named by a `<link>` of no
 * fetching kind before the element. When the router then loads the page's module, Vite's loader
 * finds a link to each of its files and adds none: it added one per file, 10-20 links in the task
 * that starts the router, about 30 ms of it on a phone four times slower than this machine, for
 * files the browser had loaded already.
 */
export function withPageScripts(
  html: string,
  scripts: readonly string[],
  imports: readonly string[] = [],
): string {
  const starter = STARTER_ELEMENT.exec(html);
  if (scripts.length === 0 || !starter) return html;
  const linked = new Set([starter[1], ...(STARTER_MODULES.exec(html)?.[1]?.split(' ') ?? [])]);
  const loaded = [...new Set([...scripts, ...imports])]
    .filter((script) => !linked.has(script))
    .map((script) => `<link rel="stamp-loaded" href="${script}">`)
    .join('');
  return html
    .replace(STARTER_MODULES, (modules) => `${modules} data-app-pages="${scripts.join(' ')}"`)
    .replace(STARTER_ELEMENT, (element) => `${loaded}${element}`);
}

const ROOT_OPEN = '<div id="root">';

/**
 * The app's page with a rendered page in its root, in `locale`, and the data the browser hydrates
 * from. The data is JSON in a script element the browser never runs (CSP allows no inline
 * script), written so no title or banner text can end the element (`scriptSafeJson`).
 */
export function withRenderedPage(
  appHtml: string,
  page: { head: string; html: string; data: unknown | null },
  locale: Locale,
): string {
  const { html: rootHtml, data } = page;
  const open = appHtml.indexOf(ROOT_OPEN);
  const bodyEnd = appHtml.lastIndexOf('</body>');
  const close = appHtml.lastIndexOf('</div>', bodyEnd);
  if (open < 0 || bodyEnd < 0 || close < open) throw new Error('index.html has no #root element');
  return [
    appHtml
      .slice(0, open)
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace('</head>', () => `${page.head}</head>`),
    ROOT_OPEN,
    rootHtml,
    '</div>',
    data === null
      ? ''
      : `<script type="application/json" id="stamp-page-data">${scriptSafeJson(data)}</script>`,
    appHtml.slice(close + '</div>'.length),
  ].join('');
}
