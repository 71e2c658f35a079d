import { i18n } from '@lingui/core';
import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { loadSchemaMessages, schemaMessage, schemaMessagesReady } from '../../lib/i18n/i18n';

const onLanguageChange = (listener: () => void) => i18n.on('change', listener);

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * What every labelled control shares: the label, a hint (hidden while there is an error), and
 * the error announced to screen readers. `children` renders the control with the ids given.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  children(control: FieldControlProps): ReactNode;
}) {
  const generated = useId();
  // In Hindi the schema messages' translations arrive once a form is used (lib/i18n/i18n.ts):
  // on focus, so they are there before the first error, or with the first error at the latest.
  useSyncExternalStore(onLanguageChange, schemaMessagesReady, schemaMessagesReady);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) loadSchemaMessages();
  }, [error]);
  useEffect(() => {
    const element = frame.current;
    element?.addEventListener('focusin', loadSchemaMessages, { once: true });
    return () => element?.removeEventListener('focusin', loadSchemaMessages);
  }, []);
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : null, hint && !error ? `${inputId}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div ref={frame} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && !error && (
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
          {schemaMessage(error)}
        </p>
      )}
    </div>
  );
}
