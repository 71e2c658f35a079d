import { categoryPath, itemPath, subCategoryPath } from '@stamp/shared/web/catalog-paths';

/** The one table of routes (spec §2), with builders for links that carry names and ids. */

export const paths = {
  home: '/',
  category: categoryPath,
  subCategory: subCategoryPath,
  item: itemPath,
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${token}`,
  profile: '/profile',
  changePassword: '/change-password',
  checkout: '/checkout',
  customEditor: '/custom-editor',
  downloads: '/downloads',
  /** The festival calendar; `calendarDay` opens one day's panel (`?month=2026-11&day=2026-11-08`). */
  calendar: '/calendar',
  calendarDay: (day: string) => `/calendar?month=${day.slice(0, 7)}&day=${day}`,
  /** Where a reminder e-mail's "Unsubscribe" leads (the server writes these links). */
  unsubscribeReminders: (token: string) =>
    `/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
  about: '/about',
  terms: '/terms-and-condition',
  privacy: '/privacy-policy',
  cancellation: '/cancellation-policy',
  shipping: '/shipping-policy',
  contact: '/contact-us',
  /** The operator console (features/admin); its sections' addresses are in its sections.ts. */
  admin: '/admin',
} as const;
