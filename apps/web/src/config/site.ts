/** Facts about the business that pages quote; change them here, not in the page text. */

/** The server's SUPPORT_EMAIL defaults to the same address (apps/server/src/config.ts). */
export const SUPPORT_EMAIL = 'support@stamp.example';

/** Spec §2 "Policy pages": the support desk's hours, in the spec's time zone. */
/** Keys of the pages' catalog (locales/<language>/pages.json). */
export const SUPPORT_HOURS = [
  { days: 'hours.weekdays', hours: 'hours.weekdaysTime' },
  { days: 'hours.saturday', hours: 'hours.saturdayTime' },
] as const;

/** When the terms, privacy and cancellation policies were last revised (ISO date). */
export const POLICIES_UPDATED_ON = '2026-11-21';
