import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activateLocale, activeLocale } from '../../../lib/i18n/i18n';
import { savedOnDevice, saveOnDevice } from '../../../lib/i18n/locale';
import { userQueryKey, useUser } from '../../../lib/user';
import { updateLanguage } from '../api/update-language';

/**
 * A signed-in user's saved language wins over the device's (their choice on another device), and
 * is kept on this device so its next first paint is already in that language. An account with no
 * choice yet takes the one made on this device before signing in.
 */
export function LanguageFromAccount() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const signedIn = Boolean(user);
  const saved = user?.language ?? null;
  // Only when the account's choice changes (a sign-in, another device's switch): a switch on
  // this device updates the cached account first (change-language.ts).
  useEffect(() => {
    if (!signedIn) return;
    if (!saved) {
      const chosenHere = savedOnDevice();
      if (!chosenHere) return;
      updateLanguage(chosenHere).then(
        ({ data }) => queryClient.setQueryData(userQueryKey, data),
        // The device keeps its choice; the next sign-in tries again.
        () => undefined,
      );
      return;
    }
    if (saved === activeLocale()) return;
    saveOnDevice(saved);
    void activateLocale(saved);
  }, [signedIn, saved, queryClient]);
  return null;
}
