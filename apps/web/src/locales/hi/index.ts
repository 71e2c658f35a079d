import type { Messages } from '@lingui/core';
import calendar from './calendar.json';
import catalog from './catalog.json';
import common from './common.json';
import search from './search.json';

/**
 * Every Hindi namespace in one chunk, fetched only when Hindi is chosen (lib/i18n/i18n.ts). Each
 * JSON file is compiled at build time (apps/web/build/lingui-catalogs.ts); catalogs.test.ts checks
 * that every namespace is here.
 */
export const namespaces = { calendar, catalog, common, search };

export const messages = Object.assign({}, ...Object.values(namespaces)) as Messages;
