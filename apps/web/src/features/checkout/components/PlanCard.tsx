import type { Plan } from '@stamp/shared/schemas/payments';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

const offerEnd = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

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
