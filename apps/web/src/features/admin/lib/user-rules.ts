import type { Role } from '@stamp/shared/schemas/user';
import { labels, t } from '../messages';

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
  if (target._id === me._id) return t('console.people.roleLock.self', { setting: 'ADMIN_EMAIL' });
  if (target.role === 'admin')
    return t('console.people.roleLock.admin', { setting: 'ADMIN_EMAIL' });
  return null;
}

/** Why `target` cannot be disabled by `me` (user-admin.service.ts refuses the same), or null. */
export function disableLock(target: Account, me: Pick<Account, '_id'>): string | null {
  if (target._id === me._id) return t('console.people.disableLock.self');
  if (target.role === 'admin') return t('console.people.disableLock.admin');
  return null;
}

/** The role an admin may switch a user or editor to. */
export function otherStaffRole(role: Role): 'user' | 'editor' {
  return role === 'editor' ? 'user' : 'editor';
}

export const ROLE_LABEL = labels<Role>({
  user: 'console.people.role.user',
  editor: 'console.people.role.editor',
  admin: 'console.people.role.admin',
});
