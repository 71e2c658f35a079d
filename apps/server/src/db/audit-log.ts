import type { Role } from '@stamp/shared/schemas/user';
import type { Database } from './client';
import { auditLog } from './schema';

/** The signed-in operator making a console request: who the audit log names. */
export interface Operator {
  id: string;
  email: string;
  role: Role;
}

export interface AuditEntry {
  /** `area.verb`: `media.update`, `category.delete`, `user.disable`, `plan.update`. */
  action: string;
  /** What was changed: `media`, `category`, `user`, `plan`, `setting`, … */
  targetType: string;
  targetId: string | null;
  /** The changed fields as they were, and as they are now; null where there was or is none. */
  before?: unknown;
  after?: unknown;
}

/**
 * Records one operator write. Call it with the transaction that made the change, so a change
 * and its record are written together or not at all.
 */
export async function recordAudit(db: Database, actor: Operator, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
