import type { Role } from '@stamp/shared/schemas/user';

interface Account {
  _id: string;
  role: Role;
}

/**
 * Why an admin cannot change `target`'s role from the console, or null when they can. The server
 * refuses the same (roles.service.ts: admins come from ADMIN_EMAIL); saying so beside the control
 * beats a refusal after a click.
 */
export function roleLock(target: Account, me: Pick<Account, '_id'>): string | null {
  if (target._id === me._id)
    return 'This is your own account: an admin’s role comes from ADMIN_EMAIL.';
  if (target.role === 'admin')
    return 'Admins come from ADMIN_EMAIL: their role cannot be changed here.';
  return null;
}

/** Why `target` cannot be disabled by `me` (user-admin.service.ts refuses the same), or null. */
export function disableLock(target: Account, me: Pick<Account, '_id'>): string | null {
  if (target._id === me._id) return 'You cannot disable your own account.';
  if (target.role === 'admin') return 'An admin account cannot be disabled.';
  return null;
}

/** The role an admin may switch a user or editor to. */
export function otherStaffRole(role: Role): 'user' | 'editor' {
  return role === 'editor' ? 'user' : 'editor';
}

export const ROLE_LABEL: Record<Role, string> = {
  user: 'User',
  editor: 'Editor',
  admin: 'Admin',
};
