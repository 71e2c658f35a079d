import { z } from 'zod';
import { urlWithProtocol } from './config-fields';

/** The variables of payments, a part of config.ts's schema. */
export const paymentsEnvSchema = z.object({
  RAZORPAY_KEY_ID: z.string().trim().min(1, 'must not be blank').optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1, 'must not be blank').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1, 'must not be blank').optional(),
  RAZORPAY_API_BASE: urlWithProtocol(['http:', 'https:'], 'https://api.razorpay.com').default(
    'https://api.razorpay.com',
  ),
  RAZORPAY_PLAN_PRO: z.string().trim().min(1).optional(),
  RAZORPAY_PLAN_PREMIUM: z.string().trim().min(1).optional(),
  // Unset means "by environment" (see paymentsConfig), so no default here.
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
});
type PaymentsEnv = z.infer<typeof paymentsEnvSchema>;

const RAZORPAY_REQUIRED = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];

export type PaymentsConfig =
  | {
      provider: 'razorpay';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      apiBase: string;
      /** Razorpay's plan ids; the plans table's own ids win when set there. */
      planIds: { pro: string | undefined; premium: string | undefined };
    }
  /** The offline checkout (DESIGN.md "Payments"): no money moves; for development and demos. */
  | { provider: 'sandbox' }
  /** Neither: the checkout says payments are not set up. */
  | { provider: 'none' };

/** Razorpay's variables come as a set: one without the others is a mistake worth stopping for. */
export function paymentsCrossProblems(env: Record<string, string | undefined>): string[] {
  const given = RAZORPAY_REQUIRED.filter((name) => env[name]);
  if (given.length === 0 || given.length === RAZORPAY_REQUIRED.length) return [];
  return RAZORPAY_REQUIRED.filter((name) => !env[name]).map(
    (name) => `${name}: set it with ${given.join(' and ')} (Razorpay needs all three)`,
  );
}

/**
 * Whether the address users reach is this machine only (localhost, 127.0.0.0/8, ::1): a
 * newcomer's `npm start`, a demo, the tests. Nobody else can pay there, so the sandbox may run.
 */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * Razorpay when its keys are set. Otherwise the sandbox only when asked for with
 * PAYMENTS_SANDBOX=true, or by default when the public address is loopback; anything else gets no
 * checkout at all. The sandbox grants real memberships without money, so a deployment reachable
 * by others must never fall into it by accident, whatever NODE_ENV says (DESIGN.md "Payments").
 */
export function paymentsConfig(e: PaymentsEnv, publicUrl: URL): PaymentsConfig {
  if (e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET) {
    return {
      provider: 'razorpay',
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
      planIds: { pro: e.RAZORPAY_PLAN_PRO, premium: e.RAZORPAY_PLAN_PREMIUM },
    };
  }
  const sandbox = e.PAYMENTS_SANDBOX ?? isLoopbackUrl(publicUrl);
  return sandbox ? { provider: 'sandbox' } : { provider: 'none' };
}
