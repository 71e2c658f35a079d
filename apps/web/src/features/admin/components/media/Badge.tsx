import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

const TONES = {
  neutral: 'border-border bg-surface-2 text-fg',
  accent: 'border-accent/40 bg-accent-soft text-fg',
  success: 'border-success/40 bg-success/10 text-fg',
  muted: 'border-border text-muted',
  danger: 'border-danger/40 bg-danger/10 text-fg',
} as const;

/** A small label on a card or row (a status, a flag); the tone is never the only signal. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 truncate rounded-full border px-2 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
