import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame } from './FieldFrame';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Rendered inside the input's right edge (e.g. a show/hide password button). */
  trailing?: ReactNode;
}

/** A labelled input with its error announced to screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, trailing, className, id, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            {...control}
            className={cn(
              'h-11 w-full rounded-xl border bg-surface px-3 text-fg placeholder:text-muted/70',
              'focus:border-accent focus:outline-none focus-visible:outline-2',
              error ? 'border-danger' : 'border-border',
              trailing ? 'pr-12' : null,
            )}
            {...rest}
          />
          {trailing && (
            <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
          )}
        </div>
      )}
    </FieldFrame>
  );
});
