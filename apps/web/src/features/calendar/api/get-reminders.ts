import type { reminderSettingsEnvelopeSchema } from '@stamp/shared/schemas/festivals';
import { queryOptions } from '@tanstack/react-query';
import { api, type Shape } from '../../../lib/api';

export type ReminderSettings = Shape<typeof reminderSettingsEnvelopeSchema>['data'];

export const remindersKey = ['reminders'] as const;

export const getReminders = (signal?: AbortSignal) =>
  api<Shape<typeof reminderSettingsEnvelopeSchema>>('/user/reminders', { signal });

/** The signed-in user's reminder choices, feed address and sending times. */
export const remindersQuery = queryOptions({
  queryKey: remindersKey,
  queryFn: ({ signal }) => getReminders(signal),
  select: (envelope) => envelope.data,
});
