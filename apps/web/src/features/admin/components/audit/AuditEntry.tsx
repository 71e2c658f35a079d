import type { AuditEntryView } from '@stamp/shared/schemas/admin-people';
import { actionLabel, targetTypeLabel } from '../../lib/audit-filters';
import { formatDateTime } from '../../lib/people-format';
import { t } from '../../messages';
import { AuditDiff } from './AuditDiff';
import { actorLine } from './actor-line';

/** One operator write: who, what, on what, when, and the fields before and after. */
export function AuditEntry({
  entry,
  onActor,
}: {
  entry: AuditEntryView;
  /** Shows only this operator's changes. */
  onActor(email: string): void;
}) {
  const what = actionLabel(entry.action);
  return (
    <article
      aria-label={t('console.audit.entry', { what, email: entry.actorEmail })}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-medium">
            {what}{' '}
            <span data-content className="font-mono text-xs text-muted">
              {entry.action}
            </span>
          </p>
          <p className="text-sm text-muted">
            {actorLine(
              <button
                type="button"
                onClick={() => onActor(entry.actorEmail)}
                data-content
                className="break-all text-fg underline decoration-border underline-offset-4 hover:text-accent hover:decoration-accent"
                title={t('console.audit.onlyOperator')}
              >
                {entry.actorEmail}
              </button>,
            )}
            {' · '}
            {targetTypeLabel(entry.targetType)}
            {entry.targetId && (
              <span data-content className="break-all font-mono text-xs">
                {' '}
                {entry.targetId}
              </span>
            )}
          </p>
        </div>
        <time dateTime={entry.createdAt} className="whitespace-nowrap text-sm text-muted">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <AuditDiff
        before={entry.before}
        after={entry.after}
        label={t('console.audit.whatChanged', { what: what.toLowerCase() })}
      />
    </article>
  );
}
