export interface KeyFact {
  term: string;
  /** The figure, drawn large ("5–7"). */
  value: string;
  /** Drawn smaller after the figure ("business days"). */
  unit?: string;
  note?: string;
}

/**
 * The numbers a policy promises, set apart so they can be read at a glance: rows on phones,
 * three columns from `sm`. A description list, so a screen reader hears "Time to ask for a
 * refund: 7 days"; the figure is drawn first.
 */
export function KeyFacts({ facts }: { facts: KeyFact[] }) {
  return (
    <dl className="mt-6 grid divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface sm:grid-cols-3 sm:divide-x sm:divide-y-0">
      {facts.map((fact) => (
        <div
          key={fact.term}
          className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4 p-4 sm:grid-cols-1 sm:content-start"
        >
          <dt className="order-2 text-sm font-medium leading-6 text-fg">{fact.term}</dt>
          <dd className="order-1 row-span-2 font-display text-2xl font-semibold leading-tight text-accent sm:row-span-1">
            {fact.value}
            {fact.unit && (
              <span className="block text-sm font-medium text-accent sm:inline sm:pl-1.5">
                {fact.unit}
              </span>
            )}
          </dd>
          {fact.note && <dd className="order-3 text-sm leading-6 text-muted">{fact.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
