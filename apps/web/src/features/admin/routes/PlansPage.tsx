import { Info } from 'lucide-react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorBox } from '../../../components/ui/States';
import { usePlans } from '../api/get-plans';
import { ConsolePage } from '../components/ConsolePage';
import { PlanCard } from '../components/plans/PlanCard';

/** `/admin/plans` (admins): price, daily allowance, Razorpay plan id and whether it is sold. */
export function PlansPage() {
  const plans = usePlans();
  return (
    <ConsolePage
      title="Plans"
      description="What a membership costs and gives. Members are charged monthly through Razorpay."
    >
      <aside
        aria-label="How plan changes apply"
        className="flex gap-3 rounded-2xl border border-border bg-surface p-4 text-sm"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="flex flex-col gap-2">
          <p>
            <strong>A new price applies to new subscriptions only.</strong> Current members keep the
            price they signed up at: Razorpay renews them on the plan they bought.
          </p>
          <p>
            Razorpay cannot change a plan’s amount. With live Razorpay, create a monthly plan at the
            new price in the Razorpay dashboard and save its plan id together with the new price; a
            new price with the old plan id is refused, so checkout never shows one price and charges
            another.
          </p>
          <p className="text-muted">
            A new daily allowance reaches every member of the plan from their next refill (their
            first download of a day).
          </p>
        </div>
      </aside>
      {plans.isPending ? (
        <div role="status" aria-label="Loading the plans" className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : plans.isError ? (
        <ErrorBox message={plans.error.message} onRetry={() => void plans.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {plans.data.map((plan) => (
            <PlanCard key={plan.code} plan={plan} />
          ))}
        </div>
      )}
    </ConsolePage>
  );
}
