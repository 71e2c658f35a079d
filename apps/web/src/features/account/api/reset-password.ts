import { messageEnvelopeSchema, type ResetPasswordBody } from '@stamp/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/user';

export interface ResetPasswordInput extends ResetPasswordBody {
  resetToken: string;
}

export function resetPassword({ resetToken, ...body }: ResetPasswordInput) {
  return api(`/user/password/reset/${encodeURIComponent(resetToken)}`, {
    method: 'POST',
    body,
    schema: messageEnvelopeSchema,
  });
}

/** The server ends every session of that account, this browser's included. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.setQueryData(userQueryKey, null),
  });
}
