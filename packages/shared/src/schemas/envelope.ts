import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** Every successful API answer: `{ success: true, message?, data }` (DESIGN.md "API"). */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}

/** A success that carries only a message (logout, forgot password, …). */
export const messageEnvelopeSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.null().optional(),
});
export type MessageEnvelope = z.infer<typeof messageEnvelopeSchema>;

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Every failure: `{ success: false, message, code, fields? }` with a fitting HTTP status. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** What went wrong, for code to decide on; `message` is for people. */
  code: errorCodeSchema,
  /** Field path → what is wrong with it, for forms that show errors beside inputs. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
