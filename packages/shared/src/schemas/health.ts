import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeS: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const readyCheckSchema = z.enum(['ok', 'down']);

/** GET /api/ready: whether this process should get traffic, and which dependency is not answering. */
export const readySchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  checks: z.object({
    database: readyCheckSchema,
    /** Only when REDIS_URL is set. */
    redis: readyCheckSchema.optional(),
    storage: readyCheckSchema,
    jobs: readyCheckSchema,
  }),
});
export type Ready = z.infer<typeof readySchema>;
