import { z } from 'zod';
import { isLoopbackUrl } from './config-payments';

/** The scheduler's test clock, a part of config.ts's schema (a test aid, never a production knob). */
export const testClockEnvSchema = z.object({
  SCHEDULER_CLOCK_FILE: z.string().trim().min(1).optional(),
});

/**
 * A movable clock publishes scheduled items early (or never), so it is honoured only where nobody
 * else can see the site: a loopback PUBLIC_URL (the same fence as the payment sandbox). Anything
 * else refuses to start rather than quietly ignoring the variable.
 */
export function testClockCrossProblems(env: Record<string, string | undefined>): string[] {
  if (!env.SCHEDULER_CLOCK_FILE) return [];
  let loopback = false;
  try {
    loopback = isLoopbackUrl(new URL(env.PUBLIC_URL ?? 'http://localhost'));
  } catch {
    // A malformed PUBLIC_URL is reported by the schema; the clock is refused with it.
  }
  if (loopback) return [];
  return [
    'SCHEDULER_CLOCK_FILE: a test aid that moves the publishing clock; it is honoured only when PUBLIC_URL is a loopback address (localhost, 127.0.0.1, ::1). Unset it.',
  ];
}
