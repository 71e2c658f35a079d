/**
 * The steps of paying for a membership (spec §4): choose a plan, the provider's window opening,
 * paying in it, our server verifying the payment, done. Every answer that arrives later (the
 * key, the subscription, the window's callbacks, the verify) names the attempt it belongs to:
 * an answer to an earlier press of "Continue to payment", or one out of turn, changes nothing,
 * and the hook then does nothing else either (no toast, no navigation).
 */
export type CheckoutPhase = 'choose' | 'opening' | 'paying' | 'verifying' | 'done';

export interface CheckoutState {
  phase: CheckoutPhase;
  /** Which press of "Continue to payment" the phase belongs to. */
  attempt: number;
}

export type CheckoutEvent =
  /** The buyer asks to pay: a new attempt, unless one is under way (a double click). */
  | { type: 'pay' }
  /** Key, script and subscription are ready: the provider's window opens. */
  | { type: 'opened'; attempt: number }
  /** Getting ready or verifying failed: back to choosing, the plan still picked. */
  | { type: 'failed'; attempt: number }
  /** The provider says the buyer paid: our server verifies it. */
  | { type: 'paid'; attempt: number }
  | { type: 'verified'; attempt: number }
  /** The buyer closed the window without paying. */
  | { type: 'dismissed'; attempt: number };

export const initialCheckoutState: CheckoutState = { phase: 'choose', attempt: 0 };

type AnswerType = Exclude<CheckoutEvent['type'], 'pay'>;

/** For each answer: the phases it may arrive in, and the phase it leads to. */
const STEPS: Record<AnswerType, { from: readonly CheckoutPhase[]; to: CheckoutPhase }> = {
  opened: { from: ['opening'], to: 'paying' },
  failed: { from: ['opening', 'verifying'], to: 'choose' },
  paid: { from: ['paying'], to: 'verifying' },
  verified: { from: ['verifying'], to: 'done' },
  dismissed: { from: ['paying'], to: 'choose' },
};

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  if (event.type === 'pay') {
    return state.phase === 'choose' ? { phase: 'opening', attempt: state.attempt + 1 } : state;
  }
  const step = STEPS[event.type];
  if (event.attempt !== state.attempt || !step.from.includes(state.phase)) return state;
  return { phase: step.to, attempt: state.attempt };
}

/** What the pay button says in each phase. */
export function payButtonLabel(phase: CheckoutPhase): string {
  switch (phase) {
    case 'choose':
      return 'Continue to payment';
    case 'opening':
      return 'Opening payment window...';
    case 'paying':
      return 'Waiting for payment...';
    case 'verifying':
    case 'done':
      return 'Confirming your payment...';
  }
}
