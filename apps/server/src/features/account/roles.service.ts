import { type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUserInvalidation } from './account.service';
import { createUserAdminRepo } from './user-admin.repo';
import { createUsersRepo } from './users.repo';

/** A role an admin may give or take in the console; admins themselves come from ADMIN_EMAIL. */
export type StaffRole = 'user' | 'editor';

/** Who runs the catalog with the admin: an admin makes a user an editor, or takes that away. */
export function createRolesService(deps: { db: Database; sessionCache: SessionUserInvalidation }) {
  return {
    async setRole(
      operator: Operator,
      userId: string,
      role: StaffRole,
    ): Promise<{ _id: string; role: StaffRole }> {
      const row = await deps.db.transaction(async (tx) => {
        // Locked, so the role recorded as "before" is the one this change replaced.
        const before = await createUserAdminRepo(tx).lockUser(userId);
        if (!before) throw notFound('User not found');
        const updated = await createUsersRepo(tx).setStaffRole(userId, role);
        if (!updated) {
          throw conflict("An admin's role comes from ADMIN_EMAIL and cannot be changed here");
        }
        if (before.role !== role) {
          await recordAudit(tx, operator, {
            action: 'user.role',
            targetType: 'user',
            targetId: userId,
            before: { role: before.role },
            after: { role },
          });
        }
        return updated;
      });
      // The role is part of the cached session's user: the next request must see the new one.
      deps.sessionCache.forgetUser(userId);
      return { _id: row.id, role };
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
