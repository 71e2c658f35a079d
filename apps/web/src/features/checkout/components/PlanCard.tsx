import type { Plan } from '@stamp/shared/schemas/payments';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { clockOf, formatRupees } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n/i18n';
import { intlLocale } from '../../../lib/i18n/locale';
import { t } from '../messages';

const rupees = (paise: number) => formatRupees(paise);

const offerEnd = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(activeLocale()), {
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    ...clockOf(activeLocale()),
  }).format(new Date(iso));

/** One plan to choose at checkout: a radio button dressed as a card, with its price and offer. */
export function PlanCard({
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
        <span className="font-display text-xl font-semibold">
          {
            // The operator names plans (the console); in Hindi, our words for the two we sell.
            activeLocale() === 'hi' ? t(`plan.${plan.code}`) : plan.name
          }
        </span>
        {selected && (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-fg">
            {t('plan.selected')}
          </span>
        )}
      </span>
      {plan.offer ? (
        <span className="flex flex-col gap-1">
          <span className="w-fit rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent">
            <span data-content>{plan.offer.banner}</span>
          </span>
          <span>
            <span className="font-display text-4xl font-bold">{rupees(plan.offer.pricePaise)}</span>
            <span className="text-muted">{t('plan.firstMonth')}</span>
            <span className="text-muted">
              <span className="sr-only">{t('plan.regular')}</span>
              <s>{rupees(plan.pricePaise)}</s>
              {t('plan.perMonth')}
            </span>
          </span>
          <span className="text-xs text-muted">
            {t('plan.offerEnds', { date: offerEnd(plan.offer.endsAt) })}
          </span>
        </span>
      ) : (
        <span>
          <span className="font-display text-4xl font-bold">{rupees(plan.pricePaise)}</span>
          <span className="text-muted">{t('plan.perMonth')}</span>
        </span>
      )}
      <ul className="flex flex-col gap-2 text-sm">
        {[
          t('plan.daily', { count: plan.dailyDownloads }),
          t('plan.fullRes'),
          t('plan.custom'),
          t('plan.cancel'),
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
