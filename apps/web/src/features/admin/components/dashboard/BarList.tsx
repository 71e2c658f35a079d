import type { ReactNode } from 'react';
import { formatCount, shares } from '../../lib/dashboard';

export interface BarItem {
  key: string;
  label: ReactNode;
  value: number;
}

/**
 * Figures by name (top media, searches that found nothing) as text with a bar behind: readable
 * as a list by anyone, the bars only a visual aid.
 */
export function BarList({
  label,
  items,
  empty,
  formatValue = formatCount,
}: {
  label: string;
  items: readonly BarItem[];
  empty: string;
  formatValue?: (value: number) => string;
}) {
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted">{empty}</p>;
  const widths = shares(items.map((item) => item.value));
  return (
    <ol aria-label={label} className="flex flex-col gap-1.5">
      {items.map((item, index) => (
        <li
          key={item.key}
          className="relative flex items-center justify-between gap-3 overflow-hidden rounded-lg px-3 py-2 text-sm"
        >
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 rounded-lg bg-accent-soft"
            style={{ width: `${Math.max(2, (widths[index] ?? 0) * 100)}%` }}
          />
          <span className="relative min-w-0 truncate">{item.label}</span>
          <span className="relative shrink-0 font-medium tabular-nums">
            {formatValue(item.value)}
          </span>
        </li>
      ))}
    </ol>
  );
}
