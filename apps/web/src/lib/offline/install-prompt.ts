import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types: it is not a standard). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's install offer for the header's "Install app" button. Called before the
 * first render: the browser may make its offer before React has drawn anything.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button instead of the browser's mini bar, which covers the phone's bottom bar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** Shows the browser's install dialog; the offer can be used once, whatever the answer. */
export async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
}

/** Whether the browser offers to install the app right now. */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer !== null,
    () => false,
  );
}
