import type { Messages } from '@lingui/core';
import account from './account.json';
import browse from './browse.json';
import calendar from './calendar.json';
import catalog from './catalog.json';
import checkout from './checkout.json';
import common from './common.json';
import downloads from './downloads.json';
import editor from './editor.json';
import pages from './pages.json';
import reminders from './reminders.json';
import search from './search.json';

/**
 * Every Hindi namespace in one chunk, fetched only when Hindi is chosen (lib/i18n/i18n.ts). Each
 * JSON file is compiled at build time (apps/web/build/lingui-catalogs.ts); catalogs.test.ts checks
 * that every namespace is here.
 */
export const namespaces = {
  account,
  browse,
  calendar,
  catalog,
  checkout,
  common,
  downloads,
  editor,
  pages,
  reminders,
  search,
};

export const messages = Object.assign({}, ...Object.values(namespaces)) as Messages;

/** The server's and the shared schemas' messages (their field errors, checked before sending). */
export { messageInHindi } from '@stamp/shared/i18n/messages-hi';
