import { type ChangePasswordBody, messageEnvelopeSchema } from '@stamp/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Other sessions of the account end; this one stays signed in. */
export function changePassword(body: ChangePasswordBody) {
  return api('/user/password/change', { method: 'POST', body, schema: messageEnvelopeSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
