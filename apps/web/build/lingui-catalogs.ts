import { readFile } from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogs: `src/locales/<language>/<namespace>.json`. */
export const CATALOG_FILE = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/;

/**
 * A catalog's messages compiled to Lingui's runtime form (`["Hello, ", ["name"]]`), so the
 * browser never parses ICU syntax and the message compiler (about 3 KB gzip) never ships.
 */
export function compileCatalog(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
  );
}

const PREFIX = '\0stamp-catalog:';
// Not ending in .json: Vite's JSON plugin claims every id that does.
const SUFFIX = '.catalog.js';

/**
 * Compiles the JSON catalogs as they are imported. They are resolved to an id of their own, so
 * Vite's JSON plugin (which would read them as plain JSON) never sees them.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'stamp:lingui-catalogs',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CATALOG_FILE.test(resolved.id) ? PREFIX + resolved.id + SUFFIX : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      return { code: `export default ${JSON.stringify(compileCatalog(messages))};`, map: null };
    },
  };
}
