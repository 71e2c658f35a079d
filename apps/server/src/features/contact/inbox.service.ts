import type {
  CustomWorkRequest,
  InboxMessage,
  InboxQuery,
} from '@stamp/shared/schemas/admin-people';
import { type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toCsv } from './csv';
import { createInboxRepo, type InboxKind, type InboxStatus } from './inbox.repo';

export type { InboxKind } from './inbox.repo';

// One export is one response held in memory; beyond this an operator wants filters, not a file.
const EXPORT_MAX_ROWS = 50_000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const TARGET_TYPE: Record<InboxKind, string> = {
  messages: 'contact-message',
  'custom-work': 'custom-work',
};
const NOT_FOUND: Record<InboxKind, string> = {
  messages: 'Message not found',
  'custom-work': 'Request not found',
};

/** The console's inbox (editors and admins): read, mark handled, export. */
export function createInboxService(deps: { db: Database }) {
  const repo = createInboxRepo(deps.db);

  async function messages(status: InboxStatus, limit: number, offset: number) {
    const { rows, total } = await repo.messages(status, limit, offset);
    const items: InboxMessage[] = rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      inquiryType: row.inquiryType,
      createdAt: row.createdAt.toISOString(),
      handled: row.handledAt !== null,
      handledAt: iso(row.handledAt),
    }));
    return { items, total };
  }

  async function customWork(status: InboxStatus, limit: number, offset: number) {
    const { rows, total } = await repo.customWork(status, limit, offset);
    const items: CustomWorkRequest[] = rows.map((row) => ({
      _id: row.id,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      handled: row.handledAt !== null,
      handledAt: iso(row.handledAt),
    }));
    return { items, total };
  }

  const paged = async <T>(
    read: (status: InboxStatus, limit: number, offset: number) => Promise<T>,
    query: InboxQuery,
  ) => ({
    ...(await read(query.status, query.pageSize, (query.page - 1) * query.pageSize)),
    page: query.page,
    pageSize: query.pageSize,
  });

  return {
    messages: (query: InboxQuery) => paged(messages, query),
    customWork: (query: InboxQuery) => paged(customWork, query),

    async messagesCsv(status: InboxStatus): Promise<string> {
      const { items } = await messages(status, EXPORT_MAX_ROWS, 0);
      return toCsv(
        ['Received', 'Name', 'Email', 'Type', 'Subject', 'Message', 'Handled'],
        items.map((m) => [
          m.createdAt,
          m.name,
          m.email,
          m.inquiryType,
          m.subject,
          m.message,
          m.handledAt ?? '',
        ]),
      );
    },

    async customWorkCsv(status: InboxStatus): Promise<string> {
      const { items } = await customWork(status, EXPORT_MAX_ROWS, 0);
      return toCsv(
        ['Received', 'Email', 'Handled'],
        items.map((r) => [r.createdAt, r.email, r.handledAt ?? '']),
      );
    },

    /** Setting what is already set changes and records nothing. */
    async setHandled(operator: Operator, kind: InboxKind, id: string, handled: boolean) {
      return deps.db.transaction(async (tx) => {
        const txRepo = createInboxRepo(tx);
        const row = await txRepo.lock(kind, id);
        if (!row) throw notFound(NOT_FOUND[kind]);
        if ((row.handledAt !== null) === handled) {
          return { _id: id, handled, handledAt: iso(row.handledAt) };
        }
        const handledAt = handled ? new Date() : null;
        await txRepo.setHandledAt(kind, id, handledAt);
        await recordAudit(tx, operator, {
          action: handled ? 'inbox.handle' : 'inbox.unhandle',
          targetType: TARGET_TYPE[kind],
          targetId: id,
          before: { handledAt: iso(row.handledAt) },
          after: { handledAt: iso(handledAt) },
        });
        return { _id: id, handled, handledAt: iso(handledAt) };
      });
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
