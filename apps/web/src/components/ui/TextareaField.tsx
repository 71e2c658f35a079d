import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame } from './FieldFrame';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input with its error announced to screen readers (pairs with Field). */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, error, hint, className, id, rows = 5, ...rest }, ref) {
    return (
      <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
        {(control) => (
          <textarea
            ref={ref}
            {...control}
            rows={rows}
            className={cn(
              'min-h-28 w-full resize-y rounded-xl border bg-surface px-3 py-2.5 leading-6 text-fg placeholder:text-muted/70',
              'focus:border-accent focus:outline-none focus-visible:outline-2',
              error ? 'border-danger' : 'border-border',
            )}
            {...rest}
          />
        )}
      </FieldFrame>
    );
  },
);
