import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeS: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
