import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appStarter,
  pageModuleImports,
  pageModuleScripts,
  withAppStartedAfterLoad,
  withInlineStyles,
  withPageScripts,
} from './rendered-template';

// The head Vite writes for the app's page: its entry, then the modules the entry imports.
const INDEX_HTML = [
  '<head><title>Stamp</title>',
  '<script type="module" crossorigin src="/assets/index-o_jG.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-Dl.js">',
  '<link rel="modulepreload" crossorigin href="/assets/i18n-CB.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-Dq.css">',
  '</head><body><div id="root"></div></body>',
].join('\n');

describe('the app started after the page has loaded', () => {
  it("moves the entry and its modules from the head onto the starter's element", () => {
    const html = withAppStartedAfterLoad(INDEX_HTML, {
      script: '/assets/start-app-NS.js',
      devanagariFaces: '/assets/devanagari-faces-B9.js',
    });
    expect(html).toContain(
      '<script type="module" src="/assets/start-app-NS.js" data-app-entry="/assets/index-o_jG.js"' +
        ' data-app-modules="/assets/react-Dl.js /assets/i18n-CB.js"' +
        ' data-app-faces="/assets/devanagari-faces-B9.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script/g)).toHaveLength(1);
    // Everything else stays where it was.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Dq.css">');
  });

  it('names no faces module when the build has none', () => {
    const html = withAppStartedAfterLoad(INDEX_HTML, { script: '/assets/start-app-NS.js' });
    expect(html).toContain('data-app-modules="/assets/react-Dl.js /assets/i18n-CB.js"></script>');
    expect(html).not.toContain('data-app-faces');
  });

  it('keeps the scripts in the head when the build has no starter', () => {
    expect(withAppStartedAfterLoad(INDEX_HTML, undefined)).toBe(INDEX_HTML);
  });
});

describe("the starter's files, from the web build's manifest", () => {
  let dist: string | undefined;
  afterEach(async () => {
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  async function distWithManifest(manifest: string | null): Promise<string> {
    dist = await mkdtemp(path.join(tmpdir(), 'stamp-dist-'));
    if (manifest !== null) {
      await mkdir(path.join(dist, '.vite'));
      await writeFile(path.join(dist, '.vite', 'manifest.json'), manifest);
    }
    return dist;
  }

  it('are the files the manifest names for the starter and the Devanagari faces', async () => {
    const manifest = {
      'index.html': { file: 'assets/index-o_jG.js', isEntry: true },
      'src/start-app.ts': { file: 'assets/start-app-NS.js', isEntry: true },
      'src/lib/fonts/devanagari-faces.ts': { file: 'assets/devanagari-faces-B9.js', isEntry: true },
    };
    expect(appStarter(await distWithManifest(JSON.stringify(manifest)))).toEqual({
      script: '/assets/start-app-NS.js',
      devanagariFaces: '/assets/devanagari-faces-B9.js',
    });
  });

  it('leave the faces out when their name is not one the build would write', async () => {
    const manifest = {
      'src/start-app.ts': { file: 'assets/start-app-NS.js' },
      'src/lib/fonts/devanagari-faces.ts': { file: 'assets/x.js" onload="alert(1)' },
    };
    expect(appStarter(await distWithManifest(JSON.stringify(manifest)))).toEqual({
      script: '/assets/start-app-NS.js',
    });
  });

  it('is none for a build without a manifest, a broken one, or a name it would not write', async () => {
    expect(appStarter(await distWithManifest(null))).toBeUndefined();
    await rm(dist ?? '', { recursive: true });
    expect(appStarter(await distWithManifest('{"src/start-app.ts":'))).toBeUndefined();
    for (const file of ['assets/x.js" onload="alert(1)', '../secret.js', 'assets/x.css', 7]) {
      await rm(dist ?? '', { recursive: true });
      const manifest = JSON.stringify({ 'src/start-app.ts': { file } });
      expect(appStarter(await distWithManifest(manifest)), String(file)).toBeUndefined();
    }
  });
});

describe("the app's stylesheet inline", () => {
  let dist: string | undefined;
  afterEach(async () => {
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  async function distWithStylesheet(css: string): Promise<string> {
    dist = await mkdtemp(path.join(tmpdir(), 'stamp-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'index-Dq.css'), css);
    return dist;
  }

  it("is in the head, with the file's link kept disabled for the loader of later chunks", async () => {
    const html = withInlineStyles(INDEX_HTML, await distWithStylesheet('body{margin:0}'));
    // Vite's loader links a stylesheet a chunk needs unless `link[href=…][rel="stylesheet"]` is
    // on the page; a disabled link is neither fetched nor applied.
    expect(html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-Dq.css" disabled>',
    );
    expect(html).not.toContain('crossorigin href="/assets/index-Dq.css"');
  });

  it('stays a plain link when the stylesheet could end a style element, or is missing', async () => {
    const closing = await distWithStylesheet('a::after{content:"</style>"}');
    expect(withInlineStyles(INDEX_HTML, closing)).toBe(INDEX_HTML);
    await rm(closing, { recursive: true });
    expect(withInlineStyles(INDEX_HTML, closing)).toBe(INDEX_HTML);
  });
});

describe("a page's own modules, on the starter's element", () => {
  let dist: string | undefined;
  afterEach(async () => {
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  async function scriptsFor(manifest: unknown) {
    dist = await mkdtemp(path.join(tmpdir(), 'stamp-dist-'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return pageModuleScripts(dist);
  }

  it("are each module's own chunk, as the build's manifest names it", async () => {
    const scripts = await scriptsFor({
      'index.html': { file: 'assets/index-o_jG.js' },
      'src/app/routes/HomeRoute.tsx': { file: 'assets/HomeRoute-H.js', imports: ['index.html'] },
      'src/app/routes/ItemRoute.tsx': { file: 'assets/ItemRoute-X.js', imports: ['index.html'] },
    });
    expect(scripts(['src/app/routes/ItemRoute.tsx'])).toEqual(['/assets/ItemRoute-X.js']);
    expect(scripts(['src/app/routes/HomeRoute.tsx', 'src/app/routes/ItemRoute.tsx'])).toEqual([
      '/assets/HomeRoute-H.js',
      '/assets/ItemRoute-X.js',
    ]);
  });

  it('leave out modules the build does not know, and files it would not write', async () => {
    const scripts = await scriptsFor({
      'src/a.tsx': { file: 'assets/a.js" onload="x' },
      'src/b.tsx': { file: 'assets/b.js' },
      'src/c.tsx': { file: 7 },
    });
    expect(
      scripts([
        'src/a.tsx',
        'src/b.tsx',
        'src/c.tsx',
        'src/missing.tsx',
        '__proto__',
        'constructor',
      ]),
    ).toEqual(['/assets/b.js']);
    await rm(dist ?? '', { recursive: true });
    expect((await scriptsFor(['not', 'a', 'map']))(['0'])).toEqual([]);
  });

  it("are named on the starter's element, for it to import beside the entry", () => {
    const html = withAppStartedAfterLoad(INDEX_HTML, { script: '/assets/start-app-NS.js' });
    expect(withPageScripts(html, ['/assets/ItemRoute-X.js'])).toContain(
      'data-app-entry="/assets/index-o_jG.js" data-app-modules="/assets/react-Dl.js' +
        ' /assets/i18n-CB.js" data-app-pages="/assets/ItemRoute-X.js"></script>',
    );
    expect(withPageScripts(html, [])).toBe(html);
    // The app's shell, with no starter, is left as it is.
    expect(withPageScripts(INDEX_HTML, ['/assets/ItemRoute-X.js'])).toBe(INDEX_HTML);
  });

  it('name the files those modules import, once each, through the imports of their imports', async () => {
    const imports = (
      await scriptsFor({
        'index.html': { file: 'assets/index-o_jG.js', imports: ['_react-Dl.js'] },
        '_react-Dl.js': { file: 'assets/react-Dl.js' },
        '_Card-C.js': { file: 'assets/Card-C.js', imports: ['_cn-N.js', 'index.html'] },
        '_cn-N.js': { file: 'assets/cn-N.js' },
        '_odd.js': { file: 'assets/odd.js" onload="x', imports: ['_deep-D.js'] },
        '_deep-D.js': { file: 'assets/deep-D.js' },
        'src/app/routes/ItemRoute.tsx': {
          file: 'assets/ItemRoute-X.js',
          imports: ['_Card-C.js', 'index.html', '_cn-N.js', '_odd.js', 7, '__proto__'],
        },
        'src/app/routes/HomeRoute.tsx': { file: 'assets/HomeRoute-H.js', imports: '_Card-C.js' },
      }).then(() => pageModuleImports(dist ?? ''))
    )(['src/app/routes/ItemRoute.tsx', 'src/app/routes/HomeRoute.tsx', 'src/missing.tsx']);
    expect(imports).toEqual([
      '/assets/Card-C.js',
      '/assets/cn-N.js',
      '/assets/index-o_jG.js',
      '/assets/react-Dl.js',
      '/assets/deep-D.js',
    ]);
  });

  it("mark them and the files they import as loaded, before the starter's element, leaving out those it names", () => {
    const html = withAppStartedAfterLoad(INDEX_HTML, { script: '/assets/start-app-NS.js' });
    const page = withPageScripts(
      html,
      ['/assets/ItemRoute-X.js'],
      ['/assets/Card-C.js', '/assets/index-o_jG.js', '/assets/react-Dl.js', '/assets/cn-N.js'],
    );
    expect(page).toContain(
      '<link rel="stamp-loaded" href="/assets/ItemRoute-X.js">' +
        '<link rel="stamp-loaded" href="/assets/Card-C.js">' +
        '<link rel="stamp-loaded" href="/assets/cn-N.js">' +
        '<script type="module" src="/assets/start-app-NS.js" data-app-entry="/assets/index-o_jG.js"',
    );
    expect(page.match(/<link rel="stamp-loaded"/g)).toHaveLength(3);
    expect(page).toContain('data-app-pages="/assets/ItemRoute-X.js"></script>');
  });
});
