import type { VerifyPaymentBody } from '@stamp/shared/schemas/payments';

/** The part of Razorpay's Checkout (and of our sandbox's) that the checkout page uses. */
export interface RazorpayOptions {
  key: string;
  subscription_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler(response: VerifyPaymentBody): void;
  modal?: { ondismiss?(): void };
}

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    callback: (response: { error?: { description?: string } }) => void,
  ): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

export function razorpayCheckout(): RazorpayConstructor | undefined {
  return (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
}
