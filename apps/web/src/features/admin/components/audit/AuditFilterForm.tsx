import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import {
  type AuditFilters,
  hasAuditFilters,
  KNOWN_ACTIONS,
  KNOWN_TARGET_TYPES,
  rangeProblem,
} from '../../lib/audit-filters';
import { t } from '../../messages';

const EMPTY: AuditFilters = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

/**
 * The filters as a form: typed values apply together on "Apply" (one request, one history
 * entry), with the known actions and target types suggested.
 */
export function AuditFilterForm({
  current,
  actorProblem,
  onApply,
}: {
  current: AuditFilters;
  /** Why the actor filter finds no one (an e-mail no account has). */
  actorProblem?: string;
  onApply(filters: AuditFilters): void;
}) {
  const [draft, setDraft] = useState(current);
  const actions = useId();
  const targets = useId();
  const problem = rangeProblem(draft);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((draft) => ({ ...draft, [key]: event.target.value }));

  return (
    <form
      aria-label={t('console.audit.filter')}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) onApply(draft);
      }}
    >
      <Field
        label={t('console.audit.operator')}
        value={draft.actor}
        onChange={set('actor')}
        autoComplete="off"
        spellCheck={false}
        error={draft.actor === current.actor ? actorProblem : undefined}
      />
      <Field
        label={t('console.audit.action')}
        value={draft.action}
        onChange={set('action')}
        list={actions}
        autoComplete="off"
        spellCheck={false}
      />
      <Field
        label={t('console.audit.targetType')}
        value={draft.targetType}
        onChange={set('targetType')}
        list={targets}
        autoComplete="off"
        spellCheck={false}
      />
      <Field
        label={t('console.audit.targetId')}
        value={draft.targetId}
        onChange={set('targetId')}
        autoComplete="off"
        spellCheck={false}
      />
      <Field
        label={t('console.audit.from')}
        type="date"
        value={draft.from}
        onChange={set('from')}
        max={draft.to || undefined}
      />
      <Field
        label={t('console.audit.to')}
        type="date"
        value={draft.to}
        onChange={set('to')}
        min={draft.from || undefined}
        error={problem ?? undefined}
      />
      <datalist id={actions}>
        {KNOWN_ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <datalist id={targets}>
        {KNOWN_TARGET_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" size="sm" disabled={Boolean(problem)}>
          {t('console.audit.apply')}
        </Button>
        {(hasAuditFilters(current) || hasAuditFilters(draft)) && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              onApply(EMPTY);
            }}
          >
            {t('console.audit.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
