import { Info } from 'lucide-react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorBox } from '../../../components/ui/States';
import { usePlans } from '../api/get-plans';
import { ConsolePage } from '../components/ConsolePage';
import { PlanCard } from '../components/plans/PlanCard';
import { t } from '../messages';

/** `/admin/plans` (admins): price, daily allowance, Razorpay plan id and whether it is sold. */
export function PlansPage() {
  const plans = usePlans();
  return (
    <ConsolePage title={t('console.section.plans')} description={t('console.plans.description')}>
      <aside
        aria-label={t('console.plans.howChangesApply')}
        className="flex gap-3 rounded-2xl border border-border bg-surface p-4 text-sm"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="flex flex-col gap-2">
          <p>
            <strong>{t('console.plans.note.newPrice')}</strong>{' '}
            {t('console.plans.note.currentMembers')}
          </p>
          <p>{t('console.plans.note.razorpay')}</p>
          <p className="text-muted">{t('console.plans.note.allowance')}</p>
        </div>
      </aside>
      {plans.isPending ? (
        <div
          role="status"
          aria-label={t('console.plans.loading')}
          className="grid gap-4 lg:grid-cols-2"
        >
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
