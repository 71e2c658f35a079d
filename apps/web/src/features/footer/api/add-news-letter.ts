import { messageEnvelopeSchema } from '@stamp/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The footer's 'Request for Custom Work' form (spec: POST /user/add-news-letter). */
export function useRequestCustomWork() {
  return useMutation({
    mutationFn: (email: string) =>
      api('/user/add-news-letter', {
        method: 'POST',
        body: { email },
        schema: messageEnvelopeSchema,
      }),
  });
}
