import { useEffect } from 'react';
import { activateLocale, activeLocale } from '../../../lib/i18n/i18n';
import { saveOnDevice } from '../../../lib/i18n/locale';
import { useUser } from '../../../lib/user';

/**
 * A signed-in user's saved language wins over the device's (their choice on another device), and
 * is kept on this device so its next first paint is already in that language.
 */
export function LanguageFromAccount() {
  const { user } = useUser();
  const saved = user?.language ?? null;
  // Only when the account's choice changes (a sign-in, another device's switch): a switch on
  // this device updates the cached account first (change-language.ts).
  useEffect(() => {
    if (!saved || saved === activeLocale()) return;
    saveOnDevice(saved);
    void activateLocale(saved);
  }, [saved]);
  return null;
}
