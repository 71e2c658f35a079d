import { adminWrite, useAdminMutation, type WriteAnswer } from './admin-api';
import { type EntryRef, entryPath } from './catalog-entry';

/** `PATCH …/categories/:id` or `…/subcategories/:id` with the new name. */
export function useRenameEntry() {
  return useAdminMutation<WriteAnswer, { entry: EntryRef; name: string }>({
    mutationFn: ({ entry, name }) => adminWrite('PATCH', entryPath(entry), { name }),
  });
}
