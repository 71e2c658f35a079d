import { Download } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { EmptyState, ErrorBox } from '../../../../components/ui/States';
import { type InboxItems, useInbox, useSetHandled } from '../../api/inbox';
import { useTableParams } from '../../hooks/use-table-params';
import { exportHref, type InboxKind, type InboxStatus } from '../../lib/inbox';
import { toTablePage } from '../../lib/paging';
import { Pager } from '../data-table/Pager';
import { CustomWorkCard } from './CustomWorkCard';
import { MessageCard } from './MessageCard';
import { StatusFilter } from './StatusFilter';

const WORDS: Record<InboxKind, { label: string; empty: Record<InboxStatus, string> }> = {
  messages: {
    label: 'Contact messages',
    empty: {
      unhandled: 'Every message is handled',
      all: 'No messages yet',
      handled: 'No handled messages yet',
    },
  },
  'custom-work': {
    label: 'Custom-work requests',
    empty: {
      unhandled: 'Every request is handled',
      all: 'No requests yet',
      handled: 'No handled requests yet',
    },
  },
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
          Export CSV
          <span className="sr-only">{` of ${words.label.toLowerCase()} (${status})`}</span>
        </a>
      </div>
      {list.isPending ? (
        <div
          role="status"
          aria-label={`Loading ${words.label.toLowerCase()}`}
          className="flex flex-col gap-3"
        >
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-32 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorBox message={list.error.message} onRetry={() => void list.refetch()} />
      ) : page && page.rows.length === 0 && params.page === 1 ? (
        <EmptyState title={words.empty[status]}>
          {status === 'unhandled' ? 'New ones appear here first.' : undefined}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {page?.total} {status === 'all' ? '' : `${status} `}
            {page?.total === 1 ? 'item' : 'items'}, newest first
          </p>
          <ul aria-label={words.label} className="flex flex-col gap-3">
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
