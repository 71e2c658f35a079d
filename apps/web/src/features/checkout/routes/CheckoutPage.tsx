import type { Plan } from '@stamp/shared/schemas/payments';
import type { PlanCode } from '@stamp/shared/schemas/user';
import { Check, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/PageLoading';
import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/States';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { cn } from '../../../lib/cn';
import { useUser } from '../../../lib/user';
import { usePlans } from '../api/payments';
import { isCheckoutBusy, payButtonLabel } from '../checkout-state';
import { useCheckout } from '../hooks/use-checkout';

// Where to return after paying survives the trip through the login page.
const ORIGIN_KEY = 'stamp:checkout-origin';

/** Only a path inside this app: a state written by anyone else must not send the buyer away. */
function appPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  return value.startsWith(paths.checkout) || value.startsWith(paths.login) ? undefined : value;
}

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

const offerEnd = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * `/checkout` (spec §4): an active member goes straight back; a visitor logs in first; anyone
 * else chooses a plan and pays in the provider's window (Razorpay, or the offline sandbox).
 * Success verifies and returns to where they came from with the trigger `checkout`, so the
 * design they were making is restored.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { user, isLoading } = useUser();
  const plans = usePlans();
  const location = useLocation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<PlanCode>('pro');
  const started = useRef(false);

  const state = (location.state ?? {}) as { from?: unknown };
  const origin = appPath(state.from) ?? appPath(sessionStorage.getItem(ORIGIN_KEY)) ?? paths.home;

  const goBack = useCallback(
    () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home)),
    [navigate],
  );
  const returnToOrigin = useCallback(() => {
    sessionStorage.removeItem(ORIGIN_KEY);
    navigate(origin, { replace: true, state: { action: 'checkout' } });
  }, [navigate, origin]);
  const leave = useCallback(() => {
    // Spec §4 says two steps back: the old checkout pushed a page of its own first. Ours opens
    // in place, so two steps would leave the design the buyer came from.
    sessionStorage.removeItem(ORIGIN_KEY);
    goBack();
  }, [goBack]);
  const { phase, pay } = useCheckout(user, { onPaid: returnToOrigin, onCancelled: leave });
  const busy = isCheckoutBusy(phase);

  // Once the user is known: a visitor logs in first, a member goes straight back.
  useEffect(() => {
    if (isLoading || started.current) return;
    if (!user) {
      started.current = true;
      sessionStorage.setItem(ORIGIN_KEY, origin);
      navigate(paths.login, { replace: true, state: { from: paths.checkout, action: 'checkout' } });
    } else if (user.membership.isActive) {
      started.current = true;
      returnToOrigin();
    }
  }, [isLoading, user, origin, navigate, returnToOrigin]);

  if (isLoading || !user || user.membership.isActive) return <PageLoading />;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
          Choose your plan
        </h1>
        <p className="text-muted">
          Download every design without the watermark, at full resolution. Monthly, cancel anytime.
        </p>
        {origin === paths.customEditor && (
          // Someone who tapped "Upload your own" must know why they are here, not just see prices.
          <p
            role="note"
            className="mx-auto mt-2 max-w-xl rounded-2xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm"
          >
            The custom editor, where you put your logo and banner on your own photo or video, is
            part of membership. Choose a plan to start using it.
          </p>
        )}
      </header>

      {plans.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          <div className="h-64 animate-pulse rounded-3xl bg-surface-2" />
          <div className="h-64 animate-pulse rounded-3xl bg-surface-2" />
        </div>
      ) : plans.isError ? (
        <ErrorBox
          message="We could not load the plans. Please try again."
          onRetry={() => void plans.refetch()}
        />
      ) : (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Plan</legend>
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.code}
              plan={plan}
              selected={plan.code === chosen}
              onSelect={() => setChosen(plan.code)}
            />
          ))}
        </fieldset>
      )}

      <div className="flex flex-col items-center gap-3">
        <Button
          size="lg"
          className="w-full sm:w-80"
          busy={busy}
          disabled={!plans.data}
          onClick={() => pay(chosen)}
        >
          {payButtonLabel(phase)}
        </Button>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Card, netbanking and UPI. Payments are handled by Razorpay.
        </p>
        <Button variant="ghost" size="sm" onClick={goBack} disabled={busy}>
          Not now
        </Button>
      </div>
    </div>
  );
}

function PlanCard({
  plan,
  selected,
  onSelect,
}: {
  plan: Plan;
  selected: boolean;
  onSelect(): void;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col gap-4 rounded-3xl border bg-surface p-6 transition',
        'has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
        selected ? 'border-accent ring-2 ring-accent' : 'border-border hover:border-accent',
      )}
    >
      <input type="radio" name="plan" className="sr-only" checked={selected} onChange={onSelect} />
      <span className="flex items-baseline justify-between">
        <span className="font-display text-xl font-semibold">{plan.name}</span>
        {selected && (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-fg">
            Selected
          </span>
        )}
      </span>
      {plan.offer ? (
        <span className="flex flex-col gap-1">
          <span className="w-fit rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent">
            {plan.offer.banner}
          </span>
          <span>
            <span className="font-display text-4xl font-bold">{rupees(plan.offer.pricePaise)}</span>
            <span className="text-muted"> first month, then </span>
            <span className="text-muted">
              <span className="sr-only">the regular price of </span>
              <s>{rupees(plan.pricePaise)}</s> / month
            </span>
          </span>
          <span className="text-xs text-muted">
            Offer ends {offerEnd.format(new Date(plan.offer.endsAt))}
          </span>
        </span>
      ) : (
        <span>
          <span className="font-display text-4xl font-bold">{rupees(plan.pricePaise)}</span>
          <span className="text-muted"> / month</span>
        </span>
      )}
      <ul className="flex flex-col gap-2 text-sm">
        {[
          `${plan.dailyDownloads} downloads a day, without the watermark`,
          'Full-resolution PNG and MP4',
          'Custom editor for your own photos and videos',
          'Cancel anytime from your profile',
        ].map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            {feature}
          </li>
        ))}
      </ul>
    </label>
  );
}
