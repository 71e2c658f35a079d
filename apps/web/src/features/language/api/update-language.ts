import type { User } from '@stamp/shared/schemas/user';
import { api } from '../../../lib/api';
import type { Locale } from '../../../lib/i18n/locale';

/** Saves the interface language on the account, so the user's other devices follow it. */
export function updateLanguage(language: Locale): Promise<{ data: User }> {
  return api<{ data: User }>('/user/profile', { method: 'PATCH', body: { language } });
}
