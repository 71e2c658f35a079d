import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import rules that keep the code flowing one way (DESIGN.md, "Inside an app, group by
 * feature"; bulletproof-react's unidirectional architecture):
 * - web: shared code (components, hooks, lib, config) ← features ← app. A feature never imports
 *   another feature: what two features share goes down into the shared folders, and where one
 *   page needs another feature's part (the item page's editor), the app passes it in.
 * - server: routes → services → repos and adapters; lib, db and adapters never reach up into
 *   features or the HTTP layer; a feature uses another only through its service, presenter or
 *   entity, never its repos, caches or routes.
 * - the apps never import each other, and no package imports an app;
 * - the demo content loads only when a seed runs: the server imports it from features/demo
 *   alone, and what there imports it is itself loaded with `import()`; the web app never
 *   imports it, nor shared's node-only code.
 * Tests may reach in anywhere: they check what they check. The composition roots (the server's
 * top-level files, the web's app/) put the parts together and may import any of them.
 */

export interface ImportEdge {
  /** Repository-relative path of the importing file, with `/` separators. */
  from: string;
  /**
   * Repository-relative path of the imported file (extension resolved when it exists), or for
   * one of our packages named by package, `pkg:` and the specifier (`pkg:@stamp/shared/…`).
   */
  to: string;
  /** `import('…')`: loaded when the code runs, not with the importing file. */
  dynamic?: boolean;
  /** `import type`: erased, loads nothing. */
  typeOnly?: boolean;
}

export interface Violation extends ImportEdge {
  rule: string;
}

type Rule = { name: string; applies: (edge: ImportEdge) => boolean };

const WEB = 'apps/web/src/';
const SERVER = 'apps/server/src/';
const WEB_SHARED = ['components/', 'hooks/', 'lib/', 'config/'];

const under = (file: string, root: string) => file.startsWith(root);
const inside = (file: string, root: string) => (under(file, root) ? file.slice(root.length) : null);
/** `features/<name>/…` → `<name>`. */
const featureOf = (relative: string | null) =>
  relative?.startsWith('features/') ? (relative.split('/')[1] ?? null) : null;
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes('/test/') || file.startsWith('e2e/');

/** The server files that import the demo content (the seed); nothing loads them up front. */
const DEMO_LOADERS = [
  `${SERVER}features/demo/seed-demo.ts`,
  `${SERVER}features/demo/demo-downloads.ts`,
];

/** The server's top-level files that build the app and its services from the parts. */
const COMPOSITION_ROOT = /^(app|services|runtime|main|worker)\.ts$/;
/** The server's settings (config*.ts): read by every layer, import nothing but each other. */
const SETTINGS = /^config[\w-]*\.ts$/;

/** A server feature's public surface: what another feature (or the HTTP layer) may import. */
const SERVER_PUBLIC = /\.(service|presenter|job)\.ts$|-entity\.ts$/;

const RULES: Rule[] = [
  {
    name: 'the apps never import each other',
    applies: ({ from, to }) =>
      (under(from, 'apps/web/') && under(to, 'apps/server/')) ||
      (under(from, 'apps/server/') && under(to, 'apps/web/')),
  },
  {
    name: 'no package imports an app',
    applies: ({ from, to }) => under(from, 'packages/') && under(to, 'apps/'),
  },
  {
    name: 'web: never the demo content nor node-only shared code',
    applies: ({ from, to }) =>
      under(from, WEB) &&
      (to.startsWith('pkg:@stamp/demo-content') || to.startsWith('pkg:@stamp/shared/node/')),
  },
  {
    name: 'server: the demo content is imported from features/demo alone',
    applies: ({ from, to }) =>
      under(from, SERVER) &&
      to.startsWith('pkg:@stamp/demo-content') &&
      !under(from, `${SERVER}features/demo/`),
  },
  {
    name: 'server: the code that loads the demo content is loaded with import() (seed-demo.ts)',
    applies: ({ from, to, dynamic, typeOnly }) =>
      under(from, SERVER) &&
      !dynamic &&
      !typeOnly &&
      DEMO_LOADERS.includes(to) &&
      !DEMO_LOADERS.includes(from),
  },
  {
    name: 'web: shared code (components, hooks, lib, config) never imports features or app',
    applies: ({ from, to }) => {
      const source = inside(from, WEB);
      const target = inside(to, WEB);
      if (source === null || target === null) return false;
      return (
        WEB_SHARED.some((folder) => source.startsWith(folder)) &&
        (target.startsWith('features/') || target.startsWith('app/'))
      );
    },
  },
  {
    name: 'web: a feature never imports app/',
    applies: ({ from, to }) =>
      featureOf(inside(from, WEB)) !== null && (inside(to, WEB)?.startsWith('app/') ?? false),
  },
  {
    name: 'web: a feature never imports another feature',
    applies: ({ from, to }) => {
      const source = featureOf(inside(from, WEB));
      const target = featureOf(inside(to, WEB));
      return source !== null && target !== null && source !== target;
    },
  },
  {
    name: 'server: lib imports only lib and the settings',
    applies: ({ from, to }) => {
      const source = inside(from, SERVER);
      const target = inside(to, SERVER);
      if (!source?.startsWith('lib/') || target === null) return false;
      return !target.startsWith('lib/') && !SETTINGS.test(target);
    },
  },
  {
    name: 'server: db and adapters never import features, http or the composition roots',
    applies: ({ from, to }) => {
      const source = inside(from, SERVER);
      const target = inside(to, SERVER);
      if (source === null || target === null) return false;
      if (!source.startsWith('db/') && !source.startsWith('adapters/')) return false;
      return (
        target.startsWith('features/') ||
        target.startsWith('http/') ||
        COMPOSITION_ROOT.test(target)
      );
    },
  },
  {
    name: 'server: routes never import repos or db (routes → services → repos)',
    applies: ({ from, to }) =>
      under(from, SERVER) &&
      from.endsWith('.routes.ts') &&
      (to.endsWith('.repo.ts') || under(to, `${SERVER}db/`)),
  },
  {
    name: 'server: services, repos and jobs never import routes or http',
    applies: ({ from, to }) =>
      under(from, SERVER) &&
      /\.(service|repo|job)\.ts$/.test(from) &&
      (to.endsWith('.routes.ts') || under(to, `${SERVER}http/`)),
  },
  {
    name: 'server: repos never import services',
    applies: ({ from, to }) =>
      under(from, SERVER) && from.endsWith('.repo.ts') && to.endsWith('.service.ts'),
  },
  {
    name: "server: another feature's repos, caches and routes are its own (use its service)",
    applies: ({ from, to }) => {
      const source = inside(from, SERVER);
      const target = featureOf(inside(to, SERVER));
      if (source === null || target === null) return false;
      // The composition roots wire repos and caches into services.
      if (COMPOSITION_ROOT.test(source)) return false;
      if (featureOf(source) === target) return false;
      return !SERVER_PUBLIC.test(to);
    },
  },
];

/** The rules an import breaks (none for tests, which may reach in anywhere). */
export function checkEdge(edge: ImportEdge): Violation[] {
  if (isTest(edge.from)) return [];
  return RULES.filter((rule) => rule.applies(edge)).map((rule) => ({ ...edge, rule: rule.name }));
}

// Static imports and re-exports (`import … from`, `export … from`, `import '…'`) and dynamic
// `import('…')`. Relative specifiers are resolved to files; our own packages are kept by name.
const IMPORT =
  /^\s*(import|export)\b([^'"`;]*?)\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Every relative import and every import of our packages in one file's source. */
export function importsOf(file: string, source: string, repoRoot: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4] ?? match[5];
    if (!specifier) continue;
    const dynamic = match[5] !== undefined;
    const typeOnly = match[1] === 'import' && /^\s*type\b/.test(match[2] ?? '');
    const flags = { ...(dynamic ? { dynamic } : {}), ...(typeOnly ? { typeOnly } : {}) };
    if (specifier.startsWith('@stamp/')) {
      edges.push({ from: file, to: `pkg:${specifier}`, ...flags });
      continue;
    }
    if (!specifier.startsWith('.')) continue;
    const base = path.resolve(repoRoot, path.dirname(file), specifier);
    const found = EXTENSIONS.map((ext) => base + ext).find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    edges.push({ from: file, to: toRepoPath(repoRoot, found ?? base), ...flags });
  }
  return edges;
}

const SOURCE_ROOTS = [
  'apps/web/src',
  'apps/server/src',
  'packages/shared/src',
  'packages/demo-content/src',
];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;

/** Every violation in the repository's product code. */
export function checkRepository(repoRoot: string): Violation[] {
  const violations: Violation[] = [];
  for (const root of SOURCE_ROOTS) {
    for (const file of walk(path.join(repoRoot, root))) {
      const relative = toRepoPath(repoRoot, file);
      for (const edge of importsOf(relative, readFileSync(file, 'utf8'), repoRoot)) {
        violations.push(...checkEdge(edge));
      }
    }
  }
  return violations;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (SOURCE_FILE.test(entry.name)) yield full;
  }
}

function toRepoPath(repoRoot: string, file: string): string {
  return path.relative(repoRoot, file).split(path.sep).join('/');
}
