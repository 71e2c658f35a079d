import { cn } from '../../lib/cn';

/** A placeholder block with the size of what is loading, so nothing shifts when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-surface-2', className)} />
  );
}
