import { cn } from '../../../../lib/cn';
import { INBOX_STATUSES, type InboxStatus } from '../../lib/inbox';
import { labels, t } from '../../messages';

const LABEL = labels<InboxStatus>({
  unhandled: 'console.inbox.filter.unhandled',
  all: 'console.media.all',
  handled: 'console.inbox.handled',
});

/** Unhandled / All / Handled, as radio buttons that look like a segmented control. */
export function StatusFilter({
  name,
  value,
  onChange,
}: {
  name: string;
  value: InboxStatus;
  onChange(status: InboxStatus): void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('console.inbox.show')}</legend>
      <div className="inline-flex rounded-xl border border-border bg-surface p-1">
        {INBOX_STATUSES.map((status) => (
          <label
            key={status}
            className={cn(
              'relative inline-flex h-9 cursor-pointer items-center rounded-lg px-3 text-sm font-medium transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              value === status ? 'bg-accent-soft text-accent' : 'text-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              name={name}
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              className="sr-only"
            />
            {LABEL[status]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
