import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/calendar.json';

/** The words of the festival calendar and the home page's Upcoming row. */
export const t = catalog(en, 'calendar');
