import type { MessageEnvelope } from '@stamp/shared/schemas/envelope';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The footer's 'Request for Custom Work' form (spec: POST /user/add-news-letter). */
export function useRequestCustomWork() {
  return useMutation({
    mutationFn: (email: string) =>
      api<MessageEnvelope>('/user/add-news-letter', { method: 'POST', body: { email } }),
  });
}
