import { type LoginBody, userEnvelopeSchema } from '@stamp/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/user';

export function login(body: LoginBody) {
  return api('/user/login', { method: 'POST', body, schema: userEnvelopeSchema });
}

/** Spec §4: a successful login stores the user; a rejected one clears it. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => queryClient.setQueryData(userQueryKey, result.data),
    onError: () => queryClient.setQueryData(userQueryKey, null),
  });
}
