import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CACHE_NAMES } from '../src/lib/offline/cache-names';
import { CONSOLE_HINDI, consoleChunks } from './console-chunks';

/** The header's background in the default (dark) theme; the light theme sets its own at run time. */
export const THEME_COLOUR = '#0c0c0f';

const DAY_S = 24 * 60 * 60;

/**
 * The installable app: its manifest and a Workbox service worker (docs/decisions/0027-installable-app.md).
 * The page registers the worker itself, after its first render (src/lib/offline/), so nothing of
 * it is in the entry chunk. The worker's route matchers are sent to the browser as their source
 * text: each is self-contained.
 */
export function installableApp(): Plugin[] {
  const console_ = consoleChunks();
  const worker = VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      id: '/',
      name: 'Stamp',
      short_name: 'Stamp',
      description:
        'Ready-made festival, business and daily creatives. Add your logo and a banner, download in seconds.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOUR,
      background_color: THEME_COLOUR,
      categories: ['business', 'photo', 'productivity'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-192.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'maskable',
        },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The shell: every script and style (so any page opens offline), the page, the icons, and
      // the interface's own fonts. The editor's dozens of fonts are kept as they are used.
      globPatterns: [
        '**/*.{js,css,html,svg,png}',
        'assets/inter-latin-wght-normal-*.woff2',
        'assets/poppins-latin-{600,700}-normal-*.woff2',
        'assets/noto-sans-devanagari-devanagari-{400,600}-normal-*.woff2',
      ],
      // …but not the operator console, which visitors never open: an operator's worker keeps
      // its files as they are used (the assets cache below).
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter(
            (entry) => !console_.files.has(entry.url) && !CONSOLE_HINDI.test(entry.url),
          ),
          warnings: [],
        }),
      ],
      navigateFallback: 'index.html',
      // Addresses the server answers itself: the API, media files, the payment sandbox's
      // script, the sitemaps and robots.txt.
      navigateFallbackDenylist: [
        /^\/api\//,
        /^\/media\//,
        /^\/sandbox\//,
        /^\/sitemaps?[/.]/,
        /^\/robots\.txt$/,
      ],
      cleanupOutdatedCaches: true,
      // Only GET answers are ever cached (Workbox's default method); every path not listed here
      // (log in and out, sign-up, payments, the download files) goes to the network alone.
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/api\/v1\/user\/(categories$|subcategories\/|media\/|resolve\/|festivals)/.test(
              url.pathname,
            ),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: CACHE_NAMES.catalog,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/api\/v1\/user\/(get-user|brand-kit|downloads)$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: CACHE_NAMES.account,
            // On a connection that answers nothing, the saved answer after a few seconds.
            networkTimeoutSeconds: 6,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 30, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
          },
        },
        {
          // The pictures of the user's own downloads, for their history offline: signed links
          // that live as long as the download (72 h), emptied with the account's answers when
          // someone else signs in.
          urlPattern: ({ url, sameOrigin, request }) =>
            sameOrigin &&
            url.pathname.startsWith('/media/private/downloads/') &&
            request.destination === 'image',
          handler: 'CacheFirst',
          options: {
            cacheName: CACHE_NAMES.accountMedia,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 100, maxAgeSeconds: 3 * DAY_S, purgeOnQuotaError: true },
          },
        },
        {
          // Images only: a video's preview is fetched in ranges, which a cache cannot answer.
          urlPattern: ({ url, sameOrigin, request }) =>
            sameOrigin &&
            url.pathname.startsWith('/media/public/') &&
            request.destination === 'image',
          handler: 'CacheFirst',
          options: {
            cacheName: CACHE_NAMES.media,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: CACHE_NAMES.assets,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 80, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true },
          },
        },
      ],
    },
  });
  return [console_.plugin, ...worker];
}
