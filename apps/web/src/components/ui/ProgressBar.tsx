import { cn } from '../../lib/cn';

/**
 * How far along a long task is, in the accent colour (a native <progress> is painted by the
 * browser, green in Chromium). `null` while the amount is not known yet.
 */
export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      className="h-2 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-inset ring-border"
    >
      <div
        className={cn(
          'h-full rounded-full bg-accent transition-[width] duration-500 ease-out',
          value === null && 'w-1/3 animate-pulse',
        )}
        style={value === null ? undefined : { width: `${Math.max(2, Math.min(100, value))}%` }}
      />
    </div>
  );
}
