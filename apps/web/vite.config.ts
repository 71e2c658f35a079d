import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { THEME_INIT_SCRIPT } from '../../packages/shared/src/web/theme-init';
import { fontUnicodeRanges } from './build/font-unicode-ranges';
import { hindiCatalogFiles } from './build/hindi-catalogs';
import { linguiCatalogs } from './build/lingui-catalogs';
import { productionOnly } from './build/production-only';
import { installableApp } from './build/pwa';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Text worth compressing; woff2, webp and the like are compressed already.
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than its own headers.
const MIN_BYTES = 1024;

/** Inlines the theme and language script into <head> (see THEME_INIT_SCRIPT for why, and the CSP hash). */
function inlineThemeScript(): Plugin {
  return {
    name: 'stamp:inline-theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'head' }],
  };
}

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at the highest levels (done once
 * per build, not per request): the server sends them to browsers that accept them
 * (`preCompressed` in apps/server/src/http/web-app.ts).
 */
function precompress(): Plugin {
  return {
    name: 'stamp:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!COMPRESSIBLE.test(file.fileName)) return;
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (body.length < MIN_BYTES) return;
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Marks every script of the app for eager compilation (V8's compile hint, Chrome 136 and later):
 * V8 then compiles a file's functions on a background thread while it streams in, instead of one
 * by one on the main thread the first time each is called. Hydration calls thousands of them for
 * the first time; compiled lazily, that was about a quarter of the scripts' main-thread time
 * after the first paint (decision 32, sixth pass). Only scripts the app loads when it needs them
 * are built, so little compiled code goes unused.
 */
function eagerCompileHint(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'stamp:eager-compile-hint',
    apply: 'build',
    // Once the files are final: Vite writes a line of its own at the top of a chunk late, and the
    // hint counts only as the file's first line. Before precompress() reads them.
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        const dir = options.dir ?? 'dist';
        await Promise.all(
          Object.values(bundle).map(async (file) => {
            if (file.type !== 'chunk') return;
            file.code = hint + file.code;
            await writeFile(path.join(dir, file.fileName), file.code);
          }),
        );
      },
    },
  };
}

// React Router 7's package exports point at its development build in every mode (upstream
// remix-run/react-router#12532): dev-only checks and warnings, measured as the single largest
// JavaScript cost of a first load. A production build takes the production files it ships.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// The server's build of the pages it renders to HTML (src/entry-server.tsx, `vite build --ssr`):
// the same code and catalogs, none of the browser's files (styles, Hindi files, service worker).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [productionOnly(), linguiCatalogs(), hindiCatalogFiles(), react()]
    : [
        productionOnly(),
        inlineThemeScript(),
        fontUnicodeRanges(),
        linguiCatalogs(),
        hindiCatalogFiles(),
        react(),
        tailwindcss(),
        eagerCompileHint(),
        precompress(),
        installableApp(),
      ],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // Browsers preload modules themselves; the few the app supports that do not (Safari
        // before 17, Firefox before 115) fetch each module as it is imported instead.
        modulePreload: { polyfill: false },
        // The app's page, the small script that starts it on a page the server rendered
        // (src/start-app.ts), and the interface's Devanagari faces that script declares. The
        // manifest (.vite/manifest.json) tells the server their file names.
        manifest: true,
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            'start-app': fileURLToPath(new URL('./src/start-app.ts', import.meta.url)),
            'devanagari-faces': fileURLToPath(
              new URL('./src/lib/fonts/devanagari-faces.ts', import.meta.url),
            ),
          },
          // React DOM in a file of its own: the browser finishes compiling each file on the main
          // thread as it arrives, and the entry with React DOM inside was one task of 18–67 ms
          // (72–270 ms on the phone Lighthouse emulates). Split, each is about half of that.
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](?:react-dom|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
  // The shared package is TypeScript: bundled, not imported at run time.
  ssr: { noExternal: ['@stamp/shared'] },
}));
