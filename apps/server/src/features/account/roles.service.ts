import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUserInvalidation } from './account.service';
import { createUsersRepo } from './users.repo';

/** A role an admin may give or take in the console; admins themselves come from ADMIN_EMAIL. */
export type StaffRole = 'user' | 'editor';

/** Who runs the catalog with the admin: an admin makes a user an editor, or takes that away. */
export function createRolesService(deps: { db: Database; sessionCache: SessionUserInvalidation }) {
  const users = createUsersRepo(deps.db);
  return {
    async setRole(userId: string, role: StaffRole): Promise<{ _id: string; role: StaffRole }> {
      const row = await users.setStaffRole(userId, role);
      if (!row) {
        if (!(await users.findById(userId))) throw notFound('User not found');
        throw conflict("An admin's role comes from ADMIN_EMAIL and cannot be changed here");
      }
      // The role is part of the cached session's user: the next request must see the new one.
      deps.sessionCache.forgetUser(userId);
      return { _id: row.id, role };
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
