import type { AuditEntryView, AuditQuery } from '@stamp/shared/schemas/admin-people';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { createAuditReadRepo } from './admin-audit.repo';

/** The audit log as the console shows it: filtered, newest first, a page at a time. */
export function createAuditService(deps: { db: Database; timeZone: string }) {
  const repo = createAuditReadRepo(deps.db);
  return {
    async list(query: AuditQuery) {
      if (query.from && query.to && query.from > query.to) {
        throw badRequest('The start date is after the end date', {
          from: 'Must not be after "to"',
        });
      }
      const { rows, total } = await repo.page(query, deps.timeZone);
      const items: AuditEntryView[] = rows.map((row) => ({
        _id: row.id,
        actorId: row.actorId,
        actorEmail: row.actorEmail,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, page: query.page, pageSize: query.pageSize, total };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
