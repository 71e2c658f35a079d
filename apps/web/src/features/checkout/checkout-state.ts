import { t } from './messages';
/**
 * The steps of paying for a membership (spec §4): choose a plan, the provider's window opening,
 * paying in it, our server verifying the payment, done; or failed, or cancelled, after which the
 * buyer may try again. Every answer that arrives later (the key, the subscription, the window's
 * callbacks, the verify) names the attempt it belongs to: an answer to an earlier press of
 * "Continue to payment", one out of turn or one after the page is gone changes nothing and has
 * no effect (no toast, no navigation).
 */
export type CheckoutPhase =
  | 'choose'
  | 'opening'
  | 'paying'
  | 'verifying'
  | 'done'
  | 'failed'
  | 'cancelled';

export interface CheckoutState {
  phase: CheckoutPhase;
  /** Which press of "Continue to payment" the phase belongs to. */
  attempt: number;
  /** What went wrong, in the buyer's words: kept until they try again or pay. */
  error?: string;
}

/** The step that failed before the window could open, or the verify after paying. */
export type CheckoutFailure = 'key' | 'script' | 'subscription' | 'incomplete' | 'verify';

export type CheckoutEvent =
  /** The buyer asks to pay: a new attempt, unless one is under way (a double click). */
  | { type: 'pay' }
  /** Key, script and subscription are ready and the delay is over: the window opens. */
  | { type: 'opened'; attempt: number }
  | { type: 'failed'; attempt: number; failure: CheckoutFailure }
  /** The provider declined a payment; its window stays open for another way to pay. */
  | { type: 'declined'; attempt: number; description?: string }
  /** The provider says the buyer paid: our server verifies it. */
  | { type: 'paid'; attempt: number }
  | { type: 'verified'; attempt: number }
  /** The buyer closed the window without paying. */
  | { type: 'dismissed'; attempt: number }
  /** The page is going away: the attempt under way ends here, whatever answers it later. */
  | { type: 'abort' };

/** What the page does after a step, besides showing the new state. */
export type CheckoutEffect =
  | { type: 'toast'; kind: 'success' | 'error'; message: string }
  /** Paid and verified: back to where the buyer came from, to finish what they started. */
  | { type: 'return' }
  /** Cancelled: back to the page before checkout. */
  | { type: 'leave' };

export interface CheckoutStep {
  /** The same object when the event changed nothing (then there are no effects either). */
  state: CheckoutState;
  effects: readonly CheckoutEffect[];
}

export const initialCheckoutState: CheckoutState = { phase: 'choose', attempt: 0 };

// The spec's payment toasts (§ "Toasts"); a failed script load says the generic one.
const FAILURE_MESSAGES = {
  key: 'checkout.initFailed',
  script: 'checkout.wrong',
  subscription: 'checkout.initFailed',
  incomplete: 'checkout.initFailed',
  verify: 'checkout.wrong',
} as const satisfies Record<CheckoutFailure, string>;

const NONE: readonly CheckoutEffect[] = [];
const IDLE: readonly CheckoutPhase[] = ['choose', 'failed', 'cancelled'];

/** For each answer: the phases it may arrive in. */
const ANSWER_FROM: Record<
  Exclude<CheckoutEvent['type'], 'pay' | 'abort'>,
  readonly CheckoutPhase[]
> = {
  opened: ['opening'],
  failed: ['opening', 'verifying'],
  declined: ['paying'],
  paid: ['paying'],
  verified: ['verifying'],
  dismissed: ['paying'],
};

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutStep {
  const unchanged = { state, effects: NONE };
  if (event.type === 'pay') {
    if (!IDLE.includes(state.phase)) return unchanged;
    return { state: { phase: 'opening', attempt: state.attempt + 1 }, effects: NONE };
  }
  if (event.type === 'abort') {
    // Back to choosing, so that no answer to this attempt is in turn any more.
    if (IDLE.includes(state.phase) || state.phase === 'done') return unchanged;
    return { state: { phase: 'choose', attempt: state.attempt }, effects: NONE };
  }
  if (event.attempt !== state.attempt || !ANSWER_FROM[event.type].includes(state.phase)) {
    return unchanged;
  }
  const { attempt } = state;
  switch (event.type) {
    case 'opened':
      return { state: { phase: 'paying', attempt }, effects: NONE };
    case 'failed': {
      const error = t(FAILURE_MESSAGES[event.failure]);
      return {
        state: { phase: 'failed', attempt, error },
        effects: [{ type: 'toast', kind: 'error', message: error }],
      };
    }
    case 'declined': {
      const error = event.description || t('checkout.wrong');
      return {
        state: { phase: 'paying', attempt, error },
        effects: [{ type: 'toast', kind: 'error', message: error }],
      };
    }
    case 'paid':
      return {
        state: { phase: 'verifying', attempt },
        effects: [{ type: 'toast', kind: 'success', message: t('checkout.success') }],
      };
    case 'verified':
      return { state: { phase: 'done', attempt }, effects: [{ type: 'return' }] };
    case 'dismissed':
      return {
        state: { phase: 'cancelled', attempt },
        effects: [
          { type: 'toast', kind: 'error', message: t('checkout.cancelled') },
          { type: 'leave' },
        ],
      };
  }
}

/** Whether an attempt is under way: the pay button spins and "Not now" waits. */
export const isCheckoutBusy = (phase: CheckoutPhase): boolean => !IDLE.includes(phase);

/** What the pay button says in each phase. */
export function payButtonLabel(phase: CheckoutPhase): string {
  switch (phase) {
    case 'choose':
    case 'failed':
    case 'cancelled':
      return t('checkout.continue');
    case 'opening':
      return t('checkout.opening');
    case 'paying':
      return t('checkout.waiting');
    case 'verifying':
    case 'done':
      return t('checkout.confirming');
  }
}
