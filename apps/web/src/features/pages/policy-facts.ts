/** The figures the policy pages promise (spec §2 "Policy pages" and §9), in one place. */

export const DELIVERY = {
  /** A download link works for this long after purchase… */
  linkValidHours: 72,
  /** …and this many times. */
  linkUses: 3,
} as const;

export const EXCHANGE = {
  requestWithinHours: 24,
  replyBusinessDays: 2,
} as const;

export const ACCESS = {
  /** How long a payment can take to unlock a membership. */
  activationMinutes: '10–15',
  supportReplyBusinessHours: '4–6',
} as const;

export const REFUND = {
  requestWindowDays: 7,
  reviewBusinessDays: '5–7',
  payoutBusinessDays: '7–10',
} as const;

export const SUPPORT_REPLY_HOURS = 24;
