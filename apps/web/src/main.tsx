// First: the modules below run without recording error stacks (lib/error-stacks.ts).
import { resumeErrorStacks } from './lib/error-stacks';
// The interface's Inter as one variable file (48 KB) instead of three weights (72 KB).
import '@fontsource-variable/inter/wght.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { declareDevanagariFacesWhenShown } from './lib/fonts/devanagari-faces';
import { t } from './lib/i18n/common';
import { activeLocale, startLocale } from './lib/i18n/i18n';
import { savedOnDevice, tellServer } from './lib/i18n/locale';
import { nextTask } from './lib/next-task';
import { listenForInstallOffer } from './lib/offline/install-prompt';
import { queryClient } from './lib/query-client';
import { readServerPageData } from './lib/server-page-data';
import { toast } from './lib/toast';
import { makeZodJitless } from './lib/zod-jitless';

resumeErrorStacks();
makeZodJitless();
listenForInstallOffer();
// Hindi and Marathi text: on a page the server rendered, the starter has asked already.
declareDevanagariFacesWhenShown();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Hindi's messages arrive before the first render, so no English flashes first.
// Each step of the start is a task of its own (lib/next-task.ts): the scripts' evaluation, the
// server's data, the router with the page's modules, then hydration.
void startLocale().then(async () => {
  await nextTask();
  const chosen = savedOnDevice();
  if (chosen) tellServer(chosen);
  const server = readServerPageData();
  // A page the server rendered in this language is hydrated: its HTML stays, and its queries are
  // the server's. (A device whose saved language the server could not know is rendered anew.)
  if (server && server.locale === activeLocale()) {
    hydrate(queryClient, server.queries);
    await nextTask();
    const router = await createAppRouter(server.router);
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a tap on a slow phone is not kept waiting).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  } else {
    const router = await createAppRouter();
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  }
  registerServiceWorkerAfterLoad();
});

/**
 * The service worker's code is fetched once the page has loaded, not with the first screen: the
 * worker then downloads the app shell for offline use, which must not compete with the page's
 * own first pictures on a slow connection.
 */
function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    void import('./lib/offline/register-service-worker').then(
      (module) =>
        module.registerServiceWorker((reload) =>
          toast.action(t('app.updateAvailable'), { label: t('app.reload'), onClick: reload }),
        ),
      // Offline or mid-deploy: the next visit registers it.
      () => {},
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
