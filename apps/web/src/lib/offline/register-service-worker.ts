/** Where the build writes the worker (apps/web/build/pwa.ts), and the pages it serves. */
const WORKER_URL = '/sw.js';
const WORKER_SCOPE = '/';

/**
 * Registers the service worker (apps/web/build/pwa.ts). A new version waits until the reader
 * says so: an open form or an editor's design would be lost to a reload they did not ask for.
 * `offerUpdate` shows the offer; its argument switches to the new version and reloads. (Given
 * by the caller, so this chunk holds no code the entry chunk has already.)
 *
 * Written against the browser's API rather than through workbox-window: the page only needs
 * "a new version is waiting" and "switch to it", and workbox-window's 2.1 KB gzip counted
 * against the home page's JavaScript budget (docs/decisions/0027-installable-app.md).
 */
export function registerServiceWorker(offerUpdate: (reload: () => void) => void): void {
  const { serviceWorker } = navigator;
  serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE }).then(
    // Typed as always a registration; a browser automation that blocks workers (Playwright's
    // `serviceWorkers: 'block'`, which most browser tests use) answers with nothing.
    (registration: ServiceWorkerRegistration | undefined) => {
      if (!registration) return;
      const offer = () => offerUpdate(() => switchToWaitingVersion(registration));
      // A page without a controller is a first install: nothing to update from, nothing to offer.
      const isUpdate = () => serviceWorker.controller !== null;
      const offerOnceInstalled = (installing: ServiceWorker | null) => {
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && isUpdate()) offer();
        });
      };
      // A version installed during an earlier visit, or by another tab, waits already.
      if (registration.waiting && isUpdate()) offer();
      // One found before this page registered (this runs after the load event) is installing
      // now: its `updatefound` has fired already, with nobody listening.
      else offerOnceInstalled(registration.installing);
      registration.addEventListener('updatefound', () =>
        offerOnceInstalled(registration.installing),
      );
    },
    // No service worker (a private window, a browser that blocks them): the app works as a page.
    () => {},
  );
}

/**
 * The worker waiting at the moment of the click, not the one the offer was made for: by then
 * another tab may have switched already (nothing waits; this page just reloads into the new
 * version), or a newer deploy may have replaced the offered worker, which a message no longer
 * reaches.
 */
function switchToWaitingVersion(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  // The page reloads once the new worker has taken over, so it comes back from that version.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  // The generated worker calls skipWaiting() on this message (registerType 'prompt').
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
