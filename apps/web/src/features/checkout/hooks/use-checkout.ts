import type { PlanCode } from '@stamp/shared/schemas/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { recordFunnelStep } from '../../../lib/funnel-event';
import { toast } from '../../../lib/toast';
import { type User, userQueryKey } from '../../../lib/user';
import { createSubscription, getCheckoutKey, verifyPayment } from '../api/payments';
import {
  type CheckoutEvent,
  type CheckoutFailure,
  type CheckoutPhase,
  checkoutReducer,
  initialCheckoutState,
} from '../checkout-state';
import { loadScript } from '../lib/load-script';
import { type RazorpayConstructor, razorpayCheckout } from '../lib/razorpay';
import { wait } from '../lib/wait';
import { t } from '../messages';

// Spec §9: the payment window opens 50 ms after everything is ready; an orange theme colour.
const OPEN_DELAY_MS = 50;
const THEME_COLOUR = '#f97316';

interface CheckoutHandlers {
  /** The payment is verified and the user's membership refreshed: take them back. */
  onPaid(): void;
  /** The buyer closed the provider's window without paying. */
  onCancelled(): void;
}

interface Ready {
  keyId: string;
  subscriptionId: string;
  Razorpay: RazorpayConstructor;
}

/** The key, the provider's script and a subscription to `plan`; or the step that failed. */
async function prepare(plan: PlanCode, signal: AbortSignal): Promise<Ready | CheckoutFailure> {
  let key: Awaited<ReturnType<typeof getCheckoutKey>>;
  let subscriptionId: string;
  try {
    key = await getCheckoutKey(signal);
  } catch {
    return 'key';
  }
  try {
    await loadScript(key.checkoutScriptUrl);
  } catch {
    return 'script';
  }
  try {
    ({ subscriptionId } = await createSubscription(plan, signal));
  } catch {
    return 'subscription';
  }
  const Razorpay = razorpayCheckout();
  if (!key.keyId || !subscriptionId || !Razorpay) return 'incomplete';
  return { keyId: key.keyId, subscriptionId, Razorpay };
}

/**
 * Runs the checkout (checkout-state.ts) for a signed-in user: the reducer decides, this hook
 * carries out its effects and owns everything that could outlive the page. Each attempt has an
 * AbortController, aborted when the page goes: its requests stop, the window's opening timer is
 * cleared (so the provider's window never opens over another page), and every answer that still
 * arrives is out of turn, so it toasts and navigates nowhere.
 */
export function useCheckout(
  user: User | null,
  { onPaid, onCancelled }: CheckoutHandlers,
): { phase: CheckoutPhase; pay(plan: PlanCode): void } {
  const queryClient = useQueryClient();
  const [state, setState] = useState(initialCheckoutState);
  // The state as of the latest event, for answers arriving between renders.
  const current = useRef(state);
  const attemptController = useRef<AbortController>(undefined);
  // The page's latest handlers, so that `send` (and the cleanup below) never changes.
  const handlers = useRef<CheckoutHandlers>({ onPaid, onCancelled });
  useLayoutEffect(() => {
    handlers.current = { onPaid, onCancelled };
  }, [onPaid, onCancelled]);

  /** Applies an event and its effects; false when it changed nothing (then nothing follows). */
  const send = useCallback((event: CheckoutEvent): boolean => {
    const step = checkoutReducer(current.current, event);
    if (step.state === current.current) return false;
    current.current = step.state;
    setState(step.state);
    for (const effect of step.effects) {
      if (effect.type === 'toast') toast[effect.kind](effect.message);
      else if (effect.type === 'return') handlers.current.onPaid();
      else handlers.current.onCancelled();
    }
    return true;
  }, []);

  useEffect(
    () => () => {
      attemptController.current?.abort();
      send({ type: 'abort' });
    },
    [send],
  );

  const pay = useCallback(
    (plan: PlanCode) => {
      if (!user || !send({ type: 'pay' })) return;
      const { attempt } = current.current;
      attemptController.current?.abort();
      const controller = new AbortController();
      attemptController.current = controller;
      const { signal } = controller;

      const open = async () => {
        const ready = await prepare(plan, signal);
        if (typeof ready === 'string') {
          send({ type: 'failed', attempt, failure: ready });
          return;
        }
        if (!(await wait(OPEN_DELAY_MS, signal)) || !send({ type: 'opened', attempt })) return;
        const checkout = new ready.Razorpay({
          key: ready.keyId,
          subscription_id: ready.subscriptionId,
          name: 'Stamp',
          description: t('checkout.description'),
          prefill: {
            name: user.fullName,
            email: user.email,
            contact: user.phoneNumber ?? undefined,
          },
          theme: { color: THEME_COLOUR },
          handler: (result) => {
            send({ type: 'paid', attempt });
            // Not tied to the page: the buyer has paid, and the membership is theirs whether or
            // not the page is still there to say so.
            verifyPayment(result)
              .then(() => queryClient.invalidateQueries({ queryKey: userQueryKey }))
              .then(
                () => send({ type: 'verified', attempt }),
                () => send({ type: 'failed', attempt, failure: 'verify' }),
              );
          },
          modal: { ondismiss: () => send({ type: 'dismissed', attempt }) },
        });
        checkout.on('payment.failed', (response) =>
          send({ type: 'declined', attempt, description: response.error?.description }),
        );
        checkout.open();
        recordFunnelStep('checkout_opened');
      };
      void open();
    },
    [user, send, queryClient],
  );

  return { phase: state.phase, pay };
}
