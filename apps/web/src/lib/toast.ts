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

type Sonner = typeof import('sonner')['toast'];

async function show(raise: (sonner: Sonner) => void): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast: sonnerToast }] = await Promise.all([import('sonner'), mounted]);
  raise(sonnerToast);
}

// A toast whose code cannot be fetched (offline) is dropped: the action it reports has happened.
const ignore = () => {};

export const toast = {
  success: (message: string): void => void show((sonner) => sonner.success(message)).catch(ignore),
  error: (message: string): void => void show((sonner) => sonner.error(message)).catch(ignore),
  /**
   * A toast that waits for its button (no time limit: WCAG 2.2.1), shown once however often it
   * is raised. Sonner's toasts are a live region, and Alt+T moves the focus to them.
   */
  action: (message: string, action: { label: string; onClick: () => void }): void =>
    void show((sonner) =>
      sonner(message, { id: message, duration: Number.POSITIVE_INFINITY, action }),
    ).catch(ignore),
};
