import type { AdminPlan } from '@stamp/shared/schemas/admin-people';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { formatDate } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n/i18n';
import { rich } from '../../../../lib/i18n/rich';
import { useUpdatePlan } from '../../api/update-plan';
import { formatRupees, parseRupees } from '../../lib/money';
import { PLAN_LABEL } from '../../lib/people-format';
import { draftErrorsOf, draftOf, type PlanDraftErrors, planChanges } from '../../lib/plan-form';
import { t } from '../../messages';
import { Badge } from '../people/Badge';

/** One plan's settings, saved together; the server's notes about the change are shown after. */
export function PlanCard({ plan }: { plan: AdminPlan }) {
  const [draft, setDraft] = useState(() => draftOf(plan));
  const [errors, setErrors] = useState<PlanDraftErrors>({});
  const [notes, setNotes] = useState<string[]>([]);
  const update = useUpdatePlan(plan.code);
  const headingId = useId();
  const activeId = useId();
  const { body } = planChanges(plan, draft);
  const dirty = Object.keys(body).length > 0;
  const typedPaise = parseRupees(draft.price);
  // The server names the plans in English; in Hindi the console says them as the site does.
  const name = activeLocale() === 'hi' ? PLAN_LABEL[plan.code] : plan.name;

  const edit = (patch: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-xl font-semibold">
            {name}
          </h2>
          <p className="text-sm text-muted">
            {t('console.plans.summary', {
              price: formatRupees(plan.pricePaise),
              daily: plan.dailyDownloads,
              count: plan.activeMembers,
            })}
          </p>
        </div>
        {plan.active ? (
          <Badge tone="success">{t('console.plans.offered')}</Badge>
        ) : (
          <Badge tone="neutral">{t('console.plans.hidden')}</Badge>
        )}
      </div>
      {plan.offerPricePaise !== null && (
        <p className="text-sm text-muted">
          {plan.offerEndsAt
            ? t('console.plans.offerUntil', {
                price: formatRupees(plan.offerPricePaise),
                date: formatDate(plan.offerEndsAt),
              })
            : t('console.plans.offer', { price: formatRupees(plan.offerPricePaise) })}
        </p>
      )}
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          const result = planChanges(plan, draft);
          setErrors(result.errors);
          if (Object.keys(result.errors).length > 0 || Object.keys(result.body).length === 0)
            return;
          update.mutate(result.body, {
            onSuccess: (answer) => {
              setNotes(answer.data?.notes ?? []);
              if (answer.data) setDraft(draftOf(answer.data.plan));
            },
            onError: (error) => setErrors(draftErrorsOf(error.fields)),
          });
        }}
      >
        <Field
          label={t('console.plans.price')}
          inputMode="decimal"
          autoComplete="off"
          value={draft.price}
          onChange={(event) => edit({ price: event.target.value })}
          error={errors.price}
          hint={
            typedPaise !== null && typedPaise !== plan.pricePaise
              ? t('console.plans.price.newHint', { price: formatRupees(typedPaise) })
              : t('console.plans.price.hint')
          }
        />
        <Field
          label={t('console.plans.daily')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          value={draft.dailyDownloads}
          onChange={(event) => edit({ dailyDownloads: event.target.value })}
          error={errors.dailyDownloads}
          hint={t('console.plans.daily.hint')}
        />
        <Field
          label={t('console.plans.razorpayId')}
          autoComplete="off"
          spellCheck={false}
          placeholder="plan_…"
          value={draft.razorpayPlanId}
          onChange={(event) => edit({ razorpayPlanId: event.target.value })}
          error={errors.razorpayPlanId}
          hint={rich(
            t('console.plans.razorpayId.hint', {
              setting: `RAZORPAY_PLAN_${plan.code.toUpperCase()}`,
            }),
            { code: (setting) => <span data-content>{setting}</span> },
          )}
          className="sm:col-span-2"
        />
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            id={activeId}
            type="checkbox"
            checked={draft.active}
            onChange={(event) => edit({ active: event.target.checked })}
            className="mt-0.5 size-5 shrink-0 accent-[var(--accent)]"
          />
          <label htmlFor={activeId} className="text-sm">
            <span className="font-medium">{t('console.plans.offered')}</span>
            <span className="block text-muted">{t('console.plans.offered.hint')}</span>
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" busy={update.isPending} disabled={!dirty}>
            {t('console.plans.save', { name })}
          </Button>
          {dirty && (
            <Button variant="ghost" onClick={() => edit(draftOf(plan))}>
              {t('console.plans.undo')}
            </Button>
          )}
        </div>
      </form>
      {notes.length > 0 && (
        <div role="status" className="flex gap-2 rounded-xl bg-accent-soft p-3 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <ul className="flex flex-col gap-1">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
