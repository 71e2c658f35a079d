import type { PlanCode } from '@stamp/shared/schemas/user';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { PageLoading } from '../../../components/PageLoading';
import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/States';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUser } from '../../../lib/user';
import { usePlans } from '../api/payments';
import { isCheckoutBusy, payButtonLabel } from '../checkout-state';
import { PlanCard } from '../components/PlanCard';
import { useCheckout } from '../hooks/use-checkout';
import { useCheckoutOrigin } from '../hooks/use-checkout-origin';
import { t } from '../messages';

/**
 * `/checkout` (spec §4): an active member goes straight back; a visitor logs in first; anyone
 * else chooses a plan and pays in the provider's window (Razorpay, or the offline sandbox).
 * Success verifies and returns to where they came from with the trigger `checkout`, so the
 * design they were making is restored.
 */
export function CheckoutPage() {
  usePageTitle(t('checkout.title'));
  const { user, isLoading } = useUser();
  const plans = usePlans();
  const [chosen, setChosen] = useState<PlanCode>('pro');
  const { origin, goBack, returnToOrigin, leave } = useCheckoutOrigin(user, isLoading);
  const { phase, pay } = useCheckout(user, { onPaid: returnToOrigin, onCancelled: leave });
  const busy = isCheckoutBusy(phase);

  if (isLoading || !user || user.membership.isActive) return <PageLoading />;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
          {t('checkout.heading')}
        </h1>
        <p className="text-muted">{t('checkout.blurb')}</p>
        {origin === paths.customEditor && (
          // Someone who tapped "Upload your own" must know why they are here, not just see prices.
          <p
            role="note"
            className="mx-auto mt-2 max-w-xl rounded-2xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm"
          >
            {t('checkout.customNote')}
          </p>
        )}
      </header>

      {plans.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          <div className="h-64 animate-pulse rounded-3xl bg-surface-2" />
          <div className="h-64 animate-pulse rounded-3xl bg-surface-2" />
        </div>
      ) : plans.isError ? (
        <ErrorBox message={t('checkout.plansFailed')} onRetry={() => void plans.refetch()} />
      ) : (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t('checkout.plan')}</legend>
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
          {t('checkout.methods')}
        </p>
        <Button variant="ghost" size="sm" onClick={goBack} disabled={busy}>
          {t('checkout.notNow')}
        </Button>
      </div>
    </div>
  );
}
