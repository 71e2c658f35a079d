import { z } from 'zod';

/** Field schemas shared by config.ts and its parts; each message says what is expected. */
export const urlWithProtocol = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (e.g. ${example})`,
    );

export const booleanFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default(defaultValue ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');
