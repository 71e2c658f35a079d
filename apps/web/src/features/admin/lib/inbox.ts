import type { ServerPage } from './paging';

export type InboxKind = 'messages' | 'custom-work';
export type InboxStatus = 'unhandled' | 'all' | 'handled';

export const INBOX_KINDS: readonly InboxKind[] = ['messages', 'custom-work'];
export const INBOX_STATUSES: readonly InboxStatus[] = ['unhandled', 'all', 'handled'];

/** The tab and the filter from the address; unhandled first, since that is the work to do. */
export function readInboxParams(search: URLSearchParams): { kind: InboxKind; status: InboxStatus } {
  const tab = search.get('tab');
  const status = search.get('status');
  return {
    kind: tab === 'custom-work' ? 'custom-work' : 'messages',
    status: status === 'all' || status === 'handled' ? status : 'unhandled',
  };
}

/** The address for another tab or filter: defaults left out, back on page 1. */
export function withInboxParams(
  search: URLSearchParams,
  change: Partial<{ kind: InboxKind; status: InboxStatus }>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (change.kind) {
    if (change.kind === 'messages') next.delete('tab');
    else next.set('tab', change.kind);
  }
  if (change.status) {
    if (change.status === 'unhandled') next.delete('status');
    else next.set('status', change.status);
  }
  next.delete('page');
  return next;
}

interface Handled {
  _id: string;
  handled: boolean;
  handledAt: string | null;
}

/** A cached page with one item marked (un)handled: the optimistic update before the server says. */
export function withHandled<T extends Handled>(
  page: ServerPage<T>,
  id: string,
  handled: boolean,
  at: string,
): ServerPage<T> {
  if (!page.items.some((item) => item._id === id)) return page;
  return {
    ...page,
    items: page.items.map((item) =>
      item._id === id ? { ...item, handled, handledAt: handled ? at : null } : item,
    ),
  };
}

/** The CSV export of a list, as a plain link (the session cookie goes with it). */
export function exportHref(kind: InboxKind, status: InboxStatus): string {
  return `/api/v1/admin/inbox/${kind}/export.csv${status === 'all' ? '' : `?status=${status}`}`;
}

/** A reply in the operator's own mail app, with the subject carried over. */
export function replyHref(email: string, subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(`Re: ${subject}`)}` : '';
  return `mailto:${encodeURIComponent(email).replace('%40', '@')}${query}`;
}
