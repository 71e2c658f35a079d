import { z } from 'zod';
import { emailField } from './fields';

export const inquiryTypeSchema = z.enum([
  'general',
  'support',
  'billing',
  'custom-work',
  'feedback',
]);

export const contactBodySchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email: emailField,
  subject: z.string().trim().max(200, 'Subject must be at most 200 characters').default(''),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
  inquiryType: inquiryTypeSchema.default('general'),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

/** The footer's 'Request for Custom Work' form (spec calls it the newsletter). */
export const newsletterBodySchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .min(1, 'Please enter a valid email')
    .max(254, 'Please enter a valid email')
    .pipe(z.email('Please enter a valid email'))
    .transform((email) => email.toLowerCase()),
});
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;
