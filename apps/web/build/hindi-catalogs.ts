import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { compileCatalog } from './lingui-catalogs';

const HINDI_DIR = new URL('../src/locales/hi/', import.meta.url);
/** Where the dev server answers for them (a path no file of ours has). */
const DEV_PREFIX = '/@stamp-hindi/';

function hindiCatalogs(): Map<string, string> {
  const files = readdirSync(HINDI_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return new Map(
    files.map((file) => {
      const messages = JSON.parse(readFileSync(new URL(file, HINDI_DIR), 'utf8'));
      const code = `export default ${JSON.stringify(compileCatalog(messages))};\n`;
      return [file.replace(/\.json$/, ''), code];
    }),
  );
}

/**
 * Each Hindi namespace (`src/locales/hi/<namespace>.json`) as a file of its own,
 * `assets/hi-<hash>/<namespace>.js`, compiled like every catalog. The app finds them by name
 * (`__HINDI_CATALOGS__` + namespace, lib/i18n/i18n.ts), so the English pages carry no list of
 * chunk names: imported through Vite, each namespace cost a hashed chunk name in the entry
 * (0.5 KB gzip for sixteen, measured the way bench/web/first-load.ts does). The folder's hash
 * covers every catalog, so a changed word gives new URLs (assets are cached as immutable).
 */
export function hindiCatalogFiles(): Plugin {
  let catalogs = new Map<string, string>();
  let dir = '';
  return {
    name: 'stamp:hindi-catalogs',
    config(_config, { command }) {
      catalogs = hindiCatalogs();
      const hash = createHash('sha256')
        .update([...catalogs].flat().join('\0'))
        .digest('hex')
        .slice(0, 10);
      dir = `assets/hi-${hash}/`;
      return {
        define: {
          __HINDI_CATALOGS__: JSON.stringify(command === 'build' ? `/${dir}` : DEV_PREFIX),
        },
      };
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (request, response, next) => {
        const namespace = /^\/([\w-]+)\.js$/.exec(request.url ?? '')?.[1];
        const code = namespace && hindiCatalogs().get(namespace);
        if (!code) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(code);
      });
    },
    generateBundle() {
      for (const [namespace, code] of catalogs) {
        this.emitFile({ type: 'asset', fileName: `${dir}${namespace}.js`, source: code });
      }
    },
  };
}
