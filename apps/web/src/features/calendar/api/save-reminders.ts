import type { reminderSettingsEnvelopeSchema } from '@stamp/shared/schemas/festivals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, type Shape } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { userQueryKey } from '../../../lib/user';
import { afterSave, bodyFor, type ReminderChange } from '../lib/reminder-changes';
import { t } from '../reminders-messages';
import { remindersKey } from './get-reminders';

type SettingsEnvelope = Shape<typeof reminderSettingsEnvelopeSchema>;

export const saveRemindersKey = ['reminders', 'save'] as const;

/** Why a save failed, in words for the toast; decided by the error's code, never its message. */
export function saveFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('save.failed');
  switch (error.code) {
    case 'UNAUTHORIZED':
      return t('save.sessionEnded');
    case 'NETWORK':
      return error.message;
    case 'VALIDATION_FAILED':
    case 'BAD_REQUEST':
    case 'RATE_LIMITED':
      // The server's words say what to change (too many festivals, too many tries).
      return error.message;
    default:
      return t('save.failed');
  }
}

/**
 * Saves one change to the reminders (`PUT /user/reminders`, the whole choice). The page shows the
 * change at once (useReminders lays pending saves over the saved choice); the saves run one after
 * another (`scope`), each over what the one before saved. A refusal drops the change and says why.
 */
export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveRemindersKey,
    scope: { id: 'reminders' },
    mutationFn: async (change: ReminderChange) => {
      const saved = queryClient.getQueryData<SettingsEnvelope>(remindersKey);
      if (!saved) throw new ApiError(0, 'Your reminders have not loaded yet.');
      const body = bodyFor(saved.data, change);
      const answer = await api<Partial<SettingsEnvelope>>('/user/reminders', {
        method: 'PUT',
        body,
      });
      return { body, answer: answer.data ?? null };
    },
    onSuccess: ({ body, answer }) => {
      queryClient.setQueryData<SettingsEnvelope>(remindersKey, (saved) =>
        saved ? { ...saved, data: afterSave(saved.data, body, answer) } : saved,
      );
    },
    onError: (error) => {
      toast.error(saveFailureMessage(error));
      if (error instanceof ApiError && error.code === 'UNAUTHORIZED') {
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
    },
  });
}
