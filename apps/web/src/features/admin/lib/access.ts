import type { Role } from '@stamp/shared/schemas/user';

/**
 * Who may open a console section: `editor` (editors and admins) or `admin` (admins only). The
 * server decides what each call may do (apps/server/src/features/admin/admin-auth.ts: an editor
 * runs the catalog, the site's banners and the inbox); this only keeps the console from offering
 * what the server would refuse.
 */
export type ConsoleAccess = 'editor' | 'admin';

export function mayOpen(role: Role, access: ConsoleAccess): boolean {
  if (role === 'admin') return true;
  return role === 'editor' && access === 'editor';
}

/** The sections `role` may open, in their order. */
export function sectionsFor<T extends { access: ConsoleAccess }>(
  sections: readonly T[],
  role: Role,
): T[] {
  return sections.filter((section) => mayOpen(role, section.access));
}
