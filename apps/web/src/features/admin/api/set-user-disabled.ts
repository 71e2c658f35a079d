import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';

interface DisabledState {
  _id: string;
  disabled: boolean;
  disabledAt: string | null;
}

/** `PUT /admin/users/:userId/disabled`: a disable also ends every session of the account. */
export function useSetUserDisabled(userId: string) {
  return useAdminMutation<WriteAnswer<DisabledState>, boolean>({
    mutationFn: (disabled) =>
      adminWrite('PUT', `/users/${encodeURIComponent(userId)}/disabled`, { disabled }),
  });
}
