import { z } from 'zod';

/** Field rules shared by the forms and the server, so both reject the same input the same way. */

export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU.
export const PASSWORD_MAX_LENGTH = 128;

export const fullNameField = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must be at most 100 characters');

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

/** Loose shape check only; the server normalises to E.164 (default country India). */
export const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(24, 'Enter a valid phone number')
  .regex(/^\+?[\d\s().-]+$/, 'Enter a valid phone number');

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** An existing password is only checked for presence: rules may have changed since it was set. */
export const currentPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Password is incorrect');
