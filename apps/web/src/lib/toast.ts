/**
 * Toasts without sonner on first load: sonner (~15 KB gzip with its styles) is fetched with the
 * first toast, by which time the page is long interactive. Everything in the app shows toasts
 * through here, never through `sonner` directly: sonner's <Toaster> only shows toasts raised
 * after it mounted, and it is mounted (see `ToasterHost` in app/App.tsx) on the first request.
 */

type Listener = () => void;

const listeners = new Set<Listener>();
let wanted = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** For `useSyncExternalStore`: whether the toaster should be on the page. */
export function subscribeToaster(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isToasterWanted = (): boolean => wanted;

/** Called by the host once sonner's <Toaster> has mounted (and so listens for toasts). */
export const toasterMounted = (): void => markMounted();

async function show(kind: 'success' | 'error', message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast: sonnerToast }] = await Promise.all([import('sonner'), mounted]);
  sonnerToast[kind](message);
}

// A toast whose code cannot be fetched (offline) is dropped: the action it reports has happened.
const ignore = () => {};

export const toast = {
  success: (message: string): void => void show('success', message).catch(ignore),
  error: (message: string): void => void show('error', message).catch(ignore),
};
