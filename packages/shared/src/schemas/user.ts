import { z } from 'zod';

export const planCodeSchema = z.enum(['pro', 'premium']);
export type PlanCode = z.infer<typeof planCodeSchema>;

/** The interface languages (issue 18): English, the default, and Hindi. */
export const languageSchema = z.enum(['en', 'hi']);
export type Language = z.infer<typeof languageSchema>;

export const roleSchema = z.enum(['user', 'editor', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Spec §3 `membership`: present on every user, all null and inactive when there is none. */
export const membershipSchema = z.object({
  plan: planCodeSchema.nullable(),
  startDate: z.iso.datetime().nullable(),
  endDate: z.iso.datetime().nullable(),
  isActive: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** Spec §3 `downloads`: `count` is what remains today; `lastReset` is a calendar date. */
export const downloadAllowanceSchema = z.object({
  count: z.number().int().nonnegative(),
  lastReset: z.iso.date().nullable(),
});
export type DownloadAllowance = z.infer<typeof downloadAllowanceSchema>;

/** The User entity with the field names of spec §3 (`name` and `fullName` carry the same value). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: roleSchema,
  /** The interface language the user chose; null until they choose one. */
  language: languageSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  membership: membershipSchema,
  downloads: downloadAllowanceSchema,
});
export type User = z.infer<typeof userSchema>;
