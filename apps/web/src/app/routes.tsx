import type { LoaderFunction, RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { PageLoading } from '../components/PageLoading';
import { withMessages } from '../lib/i18n/i18n';
import { NOT_FOUND_ROUTE } from '../lib/not-found-state';
import { RootLayout } from './layout/RootLayout';
import { pageModule } from './page-module';
import { RequireAuth } from './RequireAuth';

/**
 * The loaders of the pages whose first screen is the catalog's: in the browser they start the
 * page's queries while its code downloads (prefetch.ts); on the server they fetch them before the
 * page is rendered to HTML (entry-server.tsx). Both fill the query cache the page then reads.
 */
export interface PageLoaders {
  layout: LoaderFunction;
  home: LoaderFunction;
  item: LoaderFunction;
  subCategory: LoaderFunction;
  resolve?: LoaderFunction;
}

// Every page is its own chunk, loaded on first visit: the home page's JavaScript stays small.
/** The app's routes, the same in the browser and on the server. */
export function createRoutes(loaders: PageLoaders): RouteObject[] {
  return [
    {
      Component: RootLayout,
      loader: loaders.layout,
      // Only the first page needs the head start; later ones find the banner in the cache.
      shouldRevalidate: () => false,
      // Shown while the first page's chunk loads (the layout's own Suspense covers later ones).
      HydrateFallback: PageLoading,
      children: [
        {
          index: true,
          loader: loaders.home,
          handle: pageModule('src/app/routes/HomeRoute.tsx'),
          lazy: () =>
            withMessages(import('./routes/HomeRoute')).then((m) => ({ Component: m.HomeRoute })),
        },
        {
          // A reminder e-mail's unsubscribe; static segments outrank `/:name/:id`.
          path: 'reminders/unsubscribe',
          lazy: () =>
            withMessages(import('../features/calendar/routes/UnsubscribePage')).then((m) => ({
              Component: m.UnsubscribePage,
            })),
        },
        {
          path: 'calendar',
          lazy: () =>
            withMessages(import('./routes/CalendarRoute')).then((m) => ({
              Component: m.CalendarRoute,
            })),
        },
        {
          path: 'login',
          lazy: () =>
            withMessages(import('./routes/LoginRoute')).then((m) => ({ Component: m.LoginRoute })),
        },
        {
          path: 'signup',
          lazy: () =>
            withMessages(import('./routes/SignupRoute')).then((m) => ({
              Component: m.SignupRoute,
            })),
        },
        {
          path: 'forgot-password',
          lazy: () =>
            withMessages(import('../features/account/routes/ForgotPasswordPage')).then((m) => ({
              Component: m.ForgotPasswordPage,
            })),
        },
        {
          // Spec: /reset-password/{token}/{email}/{password}; only the token is read.
          path: 'reset-password/:token/*',
          lazy: () =>
            withMessages(import('../features/account/routes/ResetPasswordPage')).then((m) => ({
              Component: m.ResetPasswordPage,
            })),
        },
        {
          Component: RequireAuth,
          children: [
            {
              path: 'profile',
              lazy: () =>
                withMessages(import('./routes/ProfileRoute')).then((m) => ({
                  Component: m.ProfileRoute,
                })),
            },
            {
              path: 'change-password',
              lazy: () =>
                withMessages(import('../features/account/routes/ChangePasswordPage')).then((m) => ({
                  Component: m.ChangePasswordPage,
                })),
            },
            {
              path: 'downloads',
              lazy: () =>
                withMessages(import('../features/downloads/routes/DownloadsPage')).then((m) => ({
                  Component: m.DownloadsPage,
                })),
            },
          ],
        },
        {
          // Its own guard: a visitor logs in first, an active member goes straight back (spec §4).
          path: 'checkout',
          lazy: () =>
            withMessages(import('../features/checkout/routes/CheckoutPage')).then((m) => ({
              Component: m.CheckoutPage,
            })),
        },
        {
          // Members only, with its own guard: a visitor logs in on the way to checkout (spec §4, §6).
          path: 'custom-editor',
          lazy: () =>
            withMessages(import('../features/editor/routes/CustomEditorPage')).then((m) => ({
              Component: m.CustomEditorPage,
            })),
        },
        {
          path: 'about',
          handle: pageModule('src/features/pages/routes/AboutPage.tsx'),
          lazy: () =>
            withMessages(import('../features/pages/routes/AboutPage')).then((m) => ({
              Component: m.AboutPage,
            })),
        },
        {
          path: 'terms-and-condition',
          handle: pageModule('src/features/pages/routes/TermsPage.tsx'),
          lazy: () =>
            withMessages(import('../features/pages/routes/TermsPage')).then((m) => ({
              Component: m.TermsPage,
            })),
        },
        {
          path: 'privacy-policy',
          handle: pageModule('src/features/pages/routes/PrivacyPage.tsx'),
          lazy: () =>
            withMessages(import('../features/pages/routes/PrivacyPage')).then((m) => ({
              Component: m.PrivacyPage,
            })),
        },
        {
          path: 'cancellation-policy',
          handle: pageModule('src/features/pages/routes/CancellationPage.tsx'),
          lazy: () =>
            withMessages(import('../features/pages/routes/CancellationPage')).then((m) => ({
              Component: m.CancellationPage,
            })),
        },
        {
          path: 'shipping-policy',
          handle: pageModule('src/features/pages/routes/ShippingPage.tsx'),
          lazy: () =>
            withMessages(import('../features/pages/routes/ShippingPage')).then((m) => ({
              Component: m.ShippingPage,
            })),
        },
        {
          path: 'contact-us',
          handle: pageModule('src/features/pages/routes/ContactPage.tsx'),
          lazy: () =>
            withMessages(import('../features/pages/routes/ContactPage')).then((m) => ({
              Component: m.ContactPage,
            })),
        },
        {
          // The operator console (features/admin): its own chunks, never fetched by public pages.
          // A static first segment outranks the spec's `/{itemId}` and `/{categoryName}/{categoryId}`.
          path: 'admin/*',
          lazy: () =>
            withMessages(import('./routes/AdminRoute')).then((m) => ({ Component: m.AdminRoute })),
        },
        {
          path: 'category/:name/:subCategoryId',
          loader: loaders.subCategory,
          handle: pageModule('src/features/catalog/routes/SubCategoryPage.tsx'),
          lazy: () =>
            withMessages(import('../features/catalog/routes/SubCategoryPage')).then((m) => ({
              Component: m.SubCategoryPage,
            })),
        },
        {
          // /{categoryName}/{categoryId}, and /{subCategoryName}/{subcategoryId} (spec §2): one call decides.
          path: ':name/:id',
          loader: loaders.resolve,
          handle: pageModule('src/features/catalog/routes/ResolvePage.tsx'),
          lazy: () =>
            withMessages(import('../features/catalog/routes/ResolvePage')).then((m) => ({
              Component: m.ResolvePage,
            })),
        },
        {
          path: ':itemId',
          loader: loaders.item,
          handle: pageModule('src/app/routes/ItemRoute.tsx'),
          lazy: () =>
            withMessages(import('./routes/ItemRoute')).then((m) => ({ Component: m.ItemRoute })),
        },
        { path: '*', Component: NotFoundPage, handle: NOT_FOUND_ROUTE },
      ],
    },
  ];
}
