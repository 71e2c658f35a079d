import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';

type StaffRole = 'user' | 'editor';

/** `PUT /admin/users/:userId/role`: an admin makes a user an editor, or takes that away. */
export function useSetUserRole(userId: string) {
  return useAdminMutation<WriteAnswer<{ _id: string; role: StaffRole }>, StaffRole>({
    mutationFn: (role) => adminWrite('PUT', `/users/${encodeURIComponent(userId)}/role`, { role }),
  });
}
