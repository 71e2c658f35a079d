import type {
  feedUrlEnvelopeSchema,
  reminderSettingsEnvelopeSchema,
} from '@stamp/shared/schemas/festivals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';
import { remindersKey } from './get-reminders';

type SettingsEnvelope = Shape<typeof reminderSettingsEnvelopeSchema>;

/** `POST /user/reminders/feed`: a new private feed address; the old one stops working at once. */
export function useRenewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<Shape<typeof feedUrlEnvelopeSchema>>('/user/reminders/feed', { method: 'POST' }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<SettingsEnvelope>(remindersKey, (saved) =>
        saved ? { ...saved, data: { ...saved.data, feedUrl: data.feedUrl } } : saved,
      );
    },
  });
}
