import { type SignupBody, userEnvelopeSchema } from '@stamp/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userQueryKey } from '../../../lib/user';

export function signup(body: SignupBody) {
  return api('/user/signup', { method: 'POST', body, schema: userEnvelopeSchema });
}

/** Spec §4: a successful sign-up stores the user (the server has started a session). */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (result) => queryClient.setQueryData(userQueryKey, result.data),
    onError: () => queryClient.setQueryData(userQueryKey, null),
  });
}
