import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';
import { type EntryRef, entryPath } from './catalog-entry';

/**
 * `DELETE …`: refused with a 409 that says what is still inside; the dialog shows it.
 * `onDeleted` runs at once (the row is still there), `onGone` once the list no longer has it.
 */
export function useDeleteEntry(callbacks: { onDeleted(): void; onGone(): void }) {
  return useAdminMutation<WriteAnswer, EntryRef>({
    mutationFn: (entry) => adminWrite('DELETE', entryPath(entry)),
    onSuccess: callbacks.onDeleted,
    onSettled: (_answer, error) => {
      if (!error) callbacks.onGone();
    },
  });
}
