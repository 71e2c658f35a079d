import type { PlanCode } from '@stamp/shared/schemas/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { type User, userQueryKey } from '../../../lib/user';
import { createSubscription, getCheckoutKey, verifyPayment } from '../api/payments';
import {
  type CheckoutEvent,
  type CheckoutPhase,
  checkoutReducer,
  initialCheckoutState,
} from '../checkout-state';
import { loadScript } from '../lib/load-script';
import { razorpayCheckout } from '../lib/razorpay';

// Spec §9: the payment window opens 50 ms after everything is ready; an orange theme colour.
const OPEN_DELAY_MS = 50;
const THEME_COLOUR = '#f97316';

interface CheckoutHandlers {
  /** The payment is verified and the user's membership refreshed: take them back. */
  onPaid(): void;
  /** The buyer closed the provider's window without paying. */
  onCancelled(): void;
}

/**
 * Runs the checkout (checkout-state.ts) for a signed-in user. Every answer is checked against the
 * attempt it belongs to before anything follows from it, and nothing follows once the page is
 * gone: the window's opening timer is cleared, so the provider's window never opens over
 * another page, and late answers toast and navigate nowhere.
 */
export function useCheckout(
  user: User | null,
  { onPaid, onCancelled }: CheckoutHandlers,
): { phase: CheckoutPhase; pay(plan: PlanCode): void } {
  const queryClient = useQueryClient();
  const [state, setState] = useState(initialCheckoutState);
  // The state as of the latest event, for answers arriving between renders.
  const current = useRef(state);
  const gone = useRef(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      clearTimeout(openTimer.current);
    };
  }, []);

  /** Applies an event; false when it was stale, out of turn or too late (then nothing follows). */
  const send = useCallback((event: CheckoutEvent): boolean => {
    if (gone.current) return false;
    const next = checkoutReducer(current.current, event);
    if (next === current.current) return false;
    current.current = next;
    setState(next);
    return true;
  }, []);

  const pay = useCallback(
    async (plan: PlanCode) => {
      if (!user || !send({ type: 'pay' })) return;
      const attempt = current.current.attempt;
      const fail = (message: string) => {
        if (send({ type: 'failed', attempt })) toast.error(message);
      };

      let key: Awaited<ReturnType<typeof getCheckoutKey>>;
      let subscription: Awaited<ReturnType<typeof createSubscription>>;
      try {
        key = await getCheckoutKey();
      } catch {
        return fail('Failed to initialize payment');
      }
      try {
        await loadScript(key.checkoutScriptUrl);
      } catch {
        return fail('Something went wrong!');
      }
      try {
        subscription = await createSubscription(plan);
      } catch {
        return fail('Failed to initialize payment');
      }
      const Razorpay = razorpayCheckout();
      if (!key.keyId || !subscription.subscriptionId || !Razorpay) {
        return fail('Failed to initialize payment');
      }
      if (gone.current) return;

      openTimer.current = setTimeout(() => {
        if (!send({ type: 'opened', attempt })) return;
        const checkout = new Razorpay({
          key: key.keyId,
          subscription_id: subscription.subscriptionId,
          name: 'Stamp',
          description: 'Monthly Subscription',
          prefill: {
            name: user.fullName,
            email: user.email,
            contact: user.phoneNumber ?? undefined,
          },
          theme: { color: THEME_COLOUR },
          handler: (result) => {
            if (!send({ type: 'paid', attempt })) return;
            toast.success('Payment Successful!');
            verifyPayment(result)
              .then(async () => {
                // The membership is theirs whether or not the page is still there to say so.
                await queryClient.invalidateQueries({ queryKey: userQueryKey });
                if (send({ type: 'verified', attempt })) onPaid();
              })
              .catch(() => fail('Something went wrong!'));
          },
          modal: {
            ondismiss: () => {
              if (!send({ type: 'dismissed', attempt })) return;
              toast.error('Payment Cancelled');
              onCancelled();
            },
          },
        });
        checkout.on('payment.failed', (response) => {
          // The provider's window stays open so the buyer can try another way to pay.
          if (!gone.current) toast.error(response.error?.description ?? 'Something went wrong!');
        });
        checkout.open();
      }, OPEN_DELAY_MS);
    },
    [user, send, queryClient, onPaid, onCancelled],
  );

  return { phase: state.phase, pay: (plan) => void pay(plan) };
}
