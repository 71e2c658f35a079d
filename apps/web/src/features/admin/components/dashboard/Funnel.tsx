import { ArrowDown } from 'lucide-react';
import { Fragment } from 'react';
import { formatCount } from '../../lib/dashboard';
import { type FunnelCounts, formatShare, funnelSteps } from '../../lib/funnel';
import { t } from '../../messages';

/** Premium window shown → checkout opened → paid, with each step's conversion. */
export function Funnel({ counts }: { counts: FunnelCounts }) {
  const steps = funnelSteps(counts);
  const first = Math.max(1, counts.premiumModalShown, counts.checkoutOpened, counts.paid);
  return (
    <ol aria-label={t('console.dashboard.funnel')} className="flex flex-col gap-1">
      {steps.map((step, index) => (
        <Fragment key={step.key}>
          {index > 0 && (
            <li
              aria-hidden="true"
              className="flex items-center gap-2 py-0.5 pl-3 text-xs text-muted"
            >
              <ArrowDown className="size-3.5" />
              {t('console.dashboard.funnel.wentOn', { share: formatShare(step.fromPrevious) })}
            </li>
          )}
          <li className="relative overflow-hidden rounded-lg px-3 py-2.5">
            <span
              aria-hidden="true"
              className="absolute inset-y-0 left-0 rounded-lg bg-accent-soft"
              style={{ width: `${Math.max(2, (step.count / first) * 100)}%` }}
            />
            <span className="relative flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{step.label}</span>
              <span className="tabular-nums">
                <span className="font-semibold">{formatCount(step.count)}</span>
                {step.fromPrevious !== null && (
                  <span className="sr-only">
                    {t('console.dashboard.funnel.ofStepBefore', {
                      share: formatShare(step.fromPrevious),
                    })}
                  </span>
                )}
                {step.fromStart !== null && (
                  <span className="ml-2 text-xs text-muted">
                    {t('console.dashboard.funnel.ofAll', { share: formatShare(step.fromStart) })}
                  </span>
                )}
              </span>
            </span>
          </li>
        </Fragment>
      ))}
    </ol>
  );
}
