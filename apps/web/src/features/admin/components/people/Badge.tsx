import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'pro' | 'premium';

// The colour is a dot beside text in the page's own colour: readable on both themes.
const DOTS: Record<BadgeTone, string> = {
  neutral: 'bg-muted',
  accent: 'bg-accent',
  success: 'bg-success',
  danger: 'bg-danger',
  pro: 'bg-blue-500',
  premium: 'bg-purple-500',
};

/** A short state beside a row (Editor, Disabled, Pro · active). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className="inline-flex h-6 items-center gap-1.5 whitespace-nowrap rounded-full border border-border bg-surface-2 px-2.5 text-xs font-medium text-fg">
      <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', DOTS[tone])} />
      {children}
    </span>
  );
}
