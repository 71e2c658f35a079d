import { catalog } from '../../lib/i18n/i18n';
import en from '../../locales/en/calendar.json';
import enReminders from '../../locales/en/reminders.json';

/**
 * The words of the calendar page and the reminders, with the home page's Upcoming row. A
 * namespace of their own, so the home page does not load them.
 */
export const t = catalog({ ...en, ...enReminders }, ['calendar', 'reminders']);
