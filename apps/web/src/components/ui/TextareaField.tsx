import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input with its error announced to screen readers (pairs with Field). */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, error, hint, className, id, rows = 5, ...rest }, ref) {
    const generated = useId();
    const inputId = id ?? generated;
    const describedBy =
      [error ? `${inputId}-error` : null, hint && !error ? `${inputId}-hint` : null]
        .filter(Boolean)
        .join(' ') || undefined;
    return (
      <div className={cn('flex flex-col gap-1.5', className)}>
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          {label}
        </label>
        <textarea
          ref={ref}
          id={inputId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'min-h-28 w-full resize-y rounded-xl border bg-surface px-3 py-2.5 leading-6 text-fg placeholder:text-muted/70',
            'focus:border-accent focus:outline-none focus-visible:outline-2',
            error ? 'border-danger' : 'border-border',
          )}
          {...rest}
        />
        {hint && !error && (
          <p id={`${inputId}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    );
  },
);
