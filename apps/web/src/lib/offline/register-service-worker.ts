import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (apps/web/build/pwa.ts). A new version waits until the reader
 * says so: an open form or an editor's design would be lost to a reload they did not ask for.
 * `offerUpdate` shows the offer; its argument switches to the new version and reloads. (Given
 * by the caller, so this chunk holds no code the entry chunk has already.)
 */
export function registerServiceWorker(offerUpdate: (reload: () => void) => void): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => void update(true)),
    // No service worker (a private window, a browser that blocks them): the app works as a page.
    onRegisterError: () => {},
  });
}
