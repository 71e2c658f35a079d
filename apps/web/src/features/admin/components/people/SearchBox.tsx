import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { t } from '../../messages';

/** A labelled search field with a clear button; the caller debounces (useDebouncedSearch). */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  busy = false,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  /** Results for the text are on their way (announced by the list's own status). */
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-busy={busy || undefined}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-full rounded-xl border border-border bg-surface pl-9 pr-11 text-fg placeholder:text-muted/70 focus:border-accent focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('console.clearSearch')}
            className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
