import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';
import { t } from '../../messages';

// The server's limit for a category's or sub-category's name (catalog-fields.ts).
const NAME_MAX = 80;

/**
 * One name to type and send: a new category, a new sub-category, or a rename in place. Enter
 * saves, Escape cancels (when there is a Cancel). Empty names are not sent.
 */
export function NameForm({
  label,
  initial = '',
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  autoFocus = false,
  className,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  /**
   * Sends the name. A promise (a new entry's creation) empties the field once it resolves, unless
   * the operator has typed something else meanwhile: the list can show the new entry a moment
   * before, and the next name typed then must not be wiped.
   */
  onSubmit(name: string): unknown;
  onCancel?: () => void;
  autoFocus?: boolean;
  className?: string;
}) {
  const [name, setName] = useState(initial);
  const id = useId();
  const trimmed = name.trim();
  return (
    <form
      className={cn('flex flex-wrap items-center gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed || busy) return;
        const sent = onSubmit(trimmed);
        if (sent instanceof Promise) {
          // A failure is told by the caller (a toast) and leaves the name to correct.
          sent.then(
            () => setName((current) => (current.trim() === trimmed ? '' : current)),
            () => undefined,
          );
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={NAME_MAX}
        placeholder={label}
        // biome-ignore lint/a11y/noAutofocus: the operator just asked to rename or add this one
        autoFocus={autoFocus}
        className="h-10 min-w-0 flex-1 basis-48 rounded-xl border border-border bg-surface px-3 text-sm text-fg placeholder:text-muted focus:border-accent focus:outline-none"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={busy} disabled={!trimmed}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('console.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
