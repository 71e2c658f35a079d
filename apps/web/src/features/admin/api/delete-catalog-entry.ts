import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';
import { type EntryRef, entryPath } from './catalog-entry';

/** `DELETE …`: refused with a 409 that says what is still inside; the dialog shows it. */
export function useDeleteEntry() {
  return useAdminMutation<WriteAnswer, EntryRef>({
    mutationFn: (entry) => adminWrite('DELETE', entryPath(entry)),
  });
}
