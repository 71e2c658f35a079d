import type { PaymentsConfig } from '../../config-payments';
import type { PaymentProvider } from './payment-provider';
import { createRazorpayProvider } from './razorpay-provider';
import { createSandboxProvider } from './sandbox-provider';

/** The provider the configuration names (config-payments.ts), or null when payments are off. */
export function createPaymentProvider(
  config: PaymentsConfig,
  appSecret: string,
): PaymentProvider | null {
  if (config.provider === 'razorpay') return createRazorpayProvider(config);
  if (config.provider === 'sandbox') return createSandboxProvider(appSecret);
  return null;
}
