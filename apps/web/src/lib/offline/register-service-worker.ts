import { registerSW } from 'virtual:pwa-register';
import { t } from '../i18n/common';
import { toast } from '../toast';

/**
 * Registers the service worker (apps/web/build/pwa.ts). A new version waits until the reader
 * says so: an open form or an editor's design would be lost to a reload they did not ask for.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      toast.action(t('app.updateAvailable'), {
        label: t('app.reload'),
        onClick: () => void update(true),
      }),
    // No service worker (a private window, a browser that blocks them): the app works as a page.
    onRegisterError: () => {},
  });
}
