import type { QueryClient } from '@tanstack/react-query';
import { activateLocale } from '../../lib/i18n/i18n';
import { type Locale, saveOnDevice } from '../../lib/i18n/locale';
import { type User, userQueryKey } from '../../lib/user';
import { updateLanguage } from './api/update-language';

/**
 * Switches the interface's language: on this device at once, and on the account when signed in
 * (a failed save leaves the device's choice; the switch is offered again on every page).
 */
export async function changeLanguage(locale: Locale, queryClient: QueryClient): Promise<void> {
  const user = queryClient.getQueryData<User | null>(userQueryKey);
  const saveOnAccount = user && user.language !== locale;
  // First, so the account's (older) choice is not applied back over this one.
  if (saveOnAccount) queryClient.setQueryData(userQueryKey, { ...user, language: locale });
  saveOnDevice(locale);
  await activateLocale(locale);
  if (!saveOnAccount) return;
  try {
    const { data } = await updateLanguage(locale);
    queryClient.setQueryData(userQueryKey, data);
  } catch {
    // The device keeps the choice; the account is updated the next time the user switches.
  }
}
