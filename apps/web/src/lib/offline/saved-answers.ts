import { CACHE_NAMES } from './cache-names';

/**
 * Forgets the answers the service worker saved for whoever was signed in: their account, and the
 * catalog as they saw it (a member's answers carry clean previews). Called when someone else
 * takes the device over (log out, another account, a membership that starts or ends).
 */
export async function forgetSavedAnswers(): Promise<void> {
  if (!('caches' in window)) return;
  const names = [CACHE_NAMES.account, CACHE_NAMES.accountMedia, CACHE_NAMES.catalog];
  await Promise.all(names.map((name) => caches.delete(name))).catch(() => undefined);
}
