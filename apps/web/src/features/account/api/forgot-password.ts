import { type ForgotPasswordBody, messageEnvelopeSchema } from '@stamp/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Answers the same whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordBody) {
  return api('/user/password/forgot', { method: 'POST', body, schema: messageEnvelopeSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
