import { z } from 'zod';
import { messageEnvelopeSchema, okEnvelope } from './envelope';
import {
  currentPasswordField,
  emailField,
  fullNameField,
  newPasswordField,
  phoneField,
} from './fields';
import { languageSchema, userSchema } from './user';

export const signupBodySchema = z.object({
  name: fullNameField,
  email: emailField,
  phoneNumber: phoneField,
  password: newPasswordField,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** `identifier` is an e-mail address or a phone number (spec §3). */
export const loginBodySchema = z.object({
  identifier: z
    .string({ error: 'Email or phone number is required' })
    .trim()
    .min(1, 'Email or phone number is required')
    .max(254, 'Enter a valid email or phone number'),
  password: currentPasswordField,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const changePasswordBodySchema = z.object({
  oldPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordParamsSchema = z.object({
  resetToken: z.string().min(1).max(128),
});
export const resetPasswordBodySchema = z.object({ newPassword: newPasswordField });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `PATCH /user/profile`: what the user may change about their own account. */
export const updateProfileBodySchema = z.strictObject({ language: languageSchema });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const userEnvelopeSchema = okEnvelope(userSchema);
export type UserEnvelope = z.infer<typeof userEnvelopeSchema>;
/** `GET /user/get-user`: the signed-in user, or null for a visitor (decision 0011). */
export const currentUserEnvelopeSchema = okEnvelope(userSchema.nullable());
export { messageEnvelopeSchema };
