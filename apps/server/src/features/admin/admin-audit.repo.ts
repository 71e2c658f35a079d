import type { AuditQuery } from '@stamp/shared/schemas/admin-people';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { addDays, dayStart } from '../../db/business-day-sql';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Reads of the audit log (writes go through audit-log.ts, inside each change's transaction). */
export function createAuditReadRepo(db: Database) {
  return {
    async page(query: AuditQuery, timeZone: string) {
      const where = and(
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
        query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
        query.from ? gte(auditLog.createdAt, dayStart(query.from, timeZone)) : undefined,
        query.to ? lt(auditLog.createdAt, dayStart(addDays(query.to, 1), timeZone)) : undefined,
      );
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          // Ids are time-ordered: newest first, and no two entries tie.
          .orderBy(desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },
  };
}
