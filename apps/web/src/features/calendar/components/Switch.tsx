import { cn } from '../../../lib/cn';

/** An on/off switch (`role="switch"`), named by the label beside it (`labelledBy`). */
export function Switch({
  checked,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full p-0.5 transition disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-accent' : 'bg-surface-2 ring-1 ring-inset ring-border',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-6 rounded-full shadow transition-transform',
          checked ? 'translate-x-5 bg-accent-fg' : 'translate-x-0 bg-muted',
        )}
      />
    </button>
  );
}
