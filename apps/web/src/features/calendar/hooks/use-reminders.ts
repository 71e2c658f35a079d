import { useMutationState, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUser } from '../../../lib/user';
import { remindersQuery } from '../api/get-reminders';
import { saveRemindersKey, useSaveReminders } from '../api/save-reminders';
import { type ReminderChange, withPending } from '../lib/reminder-changes';

/**
 * The signed-in user's reminders as the page shows them: the saved choice with every save still
 * on its way laid over it (a refused save leaves that list, which rolls it back). Null for a
 * visitor, and while the choice loads.
 */
export function useReminders() {
  const { isLoggedIn, isLoading: userLoading } = useUser();
  const settings = useQuery({ ...remindersQuery, enabled: isLoggedIn });
  const pending = useMutationState({
    filters: { mutationKey: saveRemindersKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as ReminderChange,
  });
  const save = useSaveReminders();
  const change = useCallback((next: ReminderChange) => save.mutate(next), [save.mutate]);
  return {
    isLoggedIn,
    /** The user or their choice is still loading: "Remind me" waits rather than guesses. */
    isLoading: userLoading || (isLoggedIn && settings.isPending),
    settings,
    choice: settings.data ? withPending(settings.data, pending) : null,
    change,
  };
}
export type Reminders = ReturnType<typeof useReminders>;
