import type { PlanCode } from '@stamp/shared/schemas/user';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { useGrantMembership } from '../../api/grant-membership';
import { PLAN_LABEL } from '../../lib/people-format';
import { t } from '../../messages';

// The server's bounds (admin-membership.routes.ts).
const DAYS_MIN = 1;
const DAYS_MAX = 366;

/**
 * A support grant: which plan and for how many days. An active member's period is extended from
 * its end (membership-grants.service.ts), and the dialog says so.
 */
export function GrantMembershipDialog({
  userId,
  name,
  activePlan,
  open,
  onOpenChange,
}: {
  userId: string;
  name: string;
  /** The plan of an active membership, which a grant extends. */
  activePlan: PlanCode | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const grant = useGrantMembership(userId);
  const [plan, setPlan] = useState<PlanCode>(activePlan ?? 'pro');
  const [days, setDays] = useState('30');
  const planId = useId();
  const daysId = useId();
  const hintId = useId();
  const dayCount = Number(days);
  const valid = Number.isInteger(dayCount) && dayCount >= DAYS_MIN && dayCount <= DAYS_MAX;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) grant.reset();
        onOpenChange(next);
      }}
      title={t('console.people.grant.title')}
      description={
        activePlan
          ? t('console.people.grant.extend', { name })
          : t('console.people.grant.new', { name })
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          grant.mutate({ plan, days: dayCount }, { onSuccess: () => onOpenChange(false) });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={planId} className="text-sm font-medium">
            {t('console.people.plan')}
          </label>
          <select
            id={planId}
            value={plan}
            onChange={(event) => setPlan(event.target.value as PlanCode)}
            className="h-11 rounded-xl border border-border bg-surface px-3 text-fg"
          >
            {(['pro', 'premium'] as const).map((code) => (
              <option key={code} value={code}>
                {PLAN_LABEL[code]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={daysId} className="text-sm font-medium">
            {t('console.people.days')}
          </label>
          <input
            id={daysId}
            type="number"
            inputMode="numeric"
            min={DAYS_MIN}
            max={DAYS_MAX}
            step={1}
            value={days}
            aria-describedby={hintId}
            aria-invalid={!valid || undefined}
            onChange={(event) => setDays(event.target.value)}
            className="h-11 rounded-xl border border-border bg-surface px-3 text-fg"
          />
          <p id={hintId} className={valid ? 'text-xs text-muted' : 'text-xs text-danger'}>
            {t('console.people.grant.daysHint', { min: DAYS_MIN, max: DAYS_MAX })}
          </p>
        </div>
        {grant.error && (
          <p
            role="alert"
            className="rounded-xl border border-danger/40 bg-danger/5 p-3 text-sm text-danger"
          >
            {grant.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('console.cancel')}
          </Button>
          <Button type="submit" busy={grant.isPending} disabled={!valid}>
            {t('console.people.grant')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
