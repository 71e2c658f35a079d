import type { ReactNode } from 'react';

/** The headline figures of the window, as a list of terms and values. */
export function Kpis({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</dl>;
}

export function Kpi({
  label,
  value,
  detail,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-2xl border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="order-first font-display text-2xl font-semibold tabular-nums sm:text-3xl">
        {value}
      </dd>
      {detail && <dd className="text-xs text-muted">{detail}</dd>}
    </div>
  );
}
