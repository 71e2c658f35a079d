import { type AuditEntry, type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';

/**
 * Runs a catalog write in one transaction with its audit entry, so the change and its record are
 * kept together or not at all. `actor` is absent for the demo seed, which is no operator: then
 * the write runs alone. `describe` returns null when there was nothing to record (no such row).
 */
export function auditedWrite<T>(
  db: Database,
  actor: Operator | undefined,
  work: (tx: Database) => Promise<T>,
  describe: (result: T) => AuditEntry | null,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    const entry = actor ? describe(result) : null;
    if (actor && entry) await recordAudit(tx, actor, entry);
    return result;
  });
}
