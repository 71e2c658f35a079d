import type { MessageEnvelope } from '@stamp/shared/schemas/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { remindersKey } from './get-reminders';

/**
 * `POST /reminders/unsubscribe?token=…`: the reminder e-mail's unsubscribe, by the token in its
 * link (no sign-in needed). The account's saved choice, if this browser has it, is read again.
 */
export function useUnsubscribeReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<MessageEnvelope>(`/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersKey }),
  });
}
