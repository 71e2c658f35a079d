import { Download } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { EmptyState, ErrorBox } from '../../../../components/ui/States';
import { rich } from '../../../../lib/i18n/rich';
import { type InboxItems, useInbox, useSetHandled } from '../../api/inbox';
import { useTableParams } from '../../hooks/use-table-params';
import { exportHref, type InboxKind, type InboxStatus } from '../../lib/inbox';
import { toTablePage } from '../../lib/paging';
import { type ConsoleKey, t } from '../../messages';
import { Pager } from '../data-table/Pager';
import { formatName } from '../format-name';
import { CustomWorkCard } from './CustomWorkCard';
import { MessageCard } from './MessageCard';
import { StatusFilter } from './StatusFilter';

const WORDS: Record<
  InboxKind,
  {
    label: ConsoleKey;
    loading: ConsoleKey;
    exportOf: ConsoleKey;
    empty: Record<InboxStatus, ConsoleKey>;
  }
> = {
  messages: {
    label: 'console.inbox.messages',
    loading: 'console.inbox.messages.loading',
    exportOf: 'console.inbox.messages.exportOf',
    empty: {
      unhandled: 'console.inbox.messages.allHandled',
      all: 'console.inbox.messages.empty',
      handled: 'console.inbox.messages.noneHandled',
    },
  },
  'custom-work': {
    label: 'console.inbox.customWork',
    loading: 'console.inbox.customWork.loading',
    exportOf: 'console.inbox.customWork.exportOf',
    empty: {
      unhandled: 'console.inbox.customWork.allHandled',
      all: 'console.inbox.customWork.empty',
      handled: 'console.inbox.customWork.noneHandled',
    },
  },
};

const STATUS_WORD: Record<InboxStatus, ConsoleKey> = {
  unhandled: 'console.inbox.status.unhandled',
  all: 'console.inbox.status.all',
  handled: 'console.inbox.status.handled',
};

/** One tab of the inbox: its filter and export, the cards, and the pages. */
export function InboxList({
  kind,
  status,
  onStatus,
}: {
  kind: InboxKind;
  status: InboxStatus;
  onStatus(status: InboxStatus): void;
}) {
  const { params, setPage } = useTableParams({ sortable: [] });
  const list = useInbox(kind, status, params.page);
  const setHandled = useSetHandled(kind);
  const words = WORDS[kind];
  const page = list.data ? toTablePage<InboxItems[InboxKind]>(list.data) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusFilter name={`${kind}-status`} value={status} onChange={onStatus} />
        <a href={exportHref(kind, status)} download className={buttonClasses('secondary', 'sm')}>
          <Download aria-hidden="true" className="size-4" />
          {rich(t('console.inbox.export'), { format: formatName })}
          <span className="sr-only">
            {t(words.exportOf, { status: t(STATUS_WORD[status]).toLowerCase() })}
          </span>
        </a>
      </div>
      {list.isPending ? (
        <div role="status" aria-label={t(words.loading)} className="flex flex-col gap-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-32 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorBox message={list.error.message} onRetry={() => void list.refetch()} />
      ) : page && page.rows.length === 0 && params.page === 1 ? (
        <EmptyState title={t(words.empty[status])}>
          {status === 'unhandled' ? t('console.inbox.newFirst') : undefined}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {t(
              status === 'all'
                ? 'console.inbox.count.all'
                : status === 'handled'
                  ? 'console.inbox.count.handled'
                  : 'console.inbox.count.unhandled',
              { count: page?.total ?? 0 },
            )}
          </p>
          <ul aria-label={t(words.label)} className="flex flex-col gap-3">
            {page?.rows.map((item) => (
              <li key={item._id}>
                {kind === 'messages' && 'subject' in item ? (
                  <MessageCard
                    message={item}
                    onHandled={(handled) => setHandled.mutate({ id: item._id, handled })}
                  />
                ) : (
                  <CustomWorkCard
                    request={item}
                    onHandled={(handled) => setHandled.mutate({ id: item._id, handled })}
                  />
                )}
              </li>
            ))}
          </ul>
          <Pager
            page={params.page}
            pageCount={page?.pageCount}
            hasNextPage={page?.hasNextPage ?? false}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
