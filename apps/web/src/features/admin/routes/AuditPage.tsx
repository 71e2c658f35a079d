import { ListFilter } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorBox } from '../../../components/ui/States';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useActorId, useAudit } from '../api/get-audit';
import { AuditEntry } from '../components/audit/AuditEntry';
import { AuditFilterForm } from '../components/audit/AuditFilterForm';
import { ConsolePage } from '../components/ConsolePage';
import { Pager } from '../components/data-table/Pager';
import { useTableParams } from '../hooks/use-table-params';
import {
  AUDIT_FILTER_KEYS,
  hasAuditFilters,
  readAuditFilters,
  withAuditFilters,
} from '../lib/audit-filters';
import { t } from '../messages';

/** `/admin/audit` (admins): every operator write, newest first, filtered and paged. */
export function AuditPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readAuditFilters(search);
  const { params, setPage } = useTableParams({ sortable: [] });
  const actor = useActorId(filters.actor);
  const { actor: _actor, ...rest } = filters;
  const audit = useAudit({ ...rest, actorId: actor.id }, params.page, actor.status === 'ready');
  const filtered = hasAuditFilters(filters);
  const apply = (next: typeof filters) => setSearch(withAuditFilters(search, next));
  // On a phone the six fields would fill the first screen: they wait behind a button.
  const wide = useMediaQuery('(min-width: 768px)');
  const [showFilters, setShowFilters] = useState(false);
  const filtersId = useId();
  const active = AUDIT_FILTER_KEYS.filter((key) => filters[key] !== '').length;

  return (
    <ConsolePage title={t('console.section.audit')} description={t('console.audit.description')}>
      {!wide && (
        <div>
          <Button
            variant="secondary"
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((open) => !open)}
          >
            <ListFilter aria-hidden="true" className="size-4" />
            {active > 0
              ? t('console.media.filtersCount', { count: active })
              : t('console.media.filters')}
          </Button>
        </div>
      )}
      <div id={filtersId} hidden={!wide && !showFilters}>
        <AuditFilterForm
          key={search.toString()}
          current={filters}
          actorProblem={actor.status === 'unknown' ? t('console.audit.noAccount') : undefined}
          onApply={apply}
        />
      </div>
      {actor.status === 'unknown' ? (
        <EmptyState title={t('console.audit.noOperator')}>
          {t('console.audit.noOperatorBody')}
        </EmptyState>
      ) : audit.isPending ? (
        <div role="status" aria-label={t('console.audit.loading')} className="flex flex-col gap-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-28 w-full" />
          ))}
        </div>
      ) : audit.isError ? (
        <ErrorBox message={audit.error.message} onRetry={() => void audit.refetch()} />
      ) : audit.data.rows.length === 0 && params.page === 1 ? (
        <EmptyState title={filtered ? t('console.media.noMatch') : t('console.audit.empty')}>
          {filtered ? t('console.audit.noMatchBody') : t('console.audit.emptyBody')}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <p aria-live="polite" className="text-sm text-muted">
            {t(filtered ? 'console.audit.countMatching' : 'console.audit.count', {
              count: audit.data.total,
            })}
          </p>
          <ol aria-label={t('console.audit.newestFirst')} className="flex flex-col gap-3">
            {audit.data.rows.map((entry) => (
              <li key={entry._id}>
                <AuditEntry
                  entry={entry}
                  onActor={(email) => apply({ ...filters, actor: email })}
                />
              </li>
            ))}
          </ol>
          <Pager
            page={params.page}
            pageCount={audit.data.pageCount}
            hasNextPage={audit.data.hasNextPage}
            onPage={setPage}
          />
        </div>
      )}
    </ConsolePage>
  );
}
