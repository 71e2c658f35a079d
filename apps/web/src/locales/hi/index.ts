import type { Messages } from '@lingui/core';

/**
 * Every Hindi namespace in one chunk, fetched only when Hindi is chosen (lib/i18n/i18n.ts). Each
 * JSON file is compiled at build time (apps/web/build/lingui-catalogs.ts).
 */
const namespaces = import.meta.glob<Messages>('./*.json', { eager: true, import: 'default' });

export const messages: Messages = Object.assign({}, ...Object.values(namespaces));
