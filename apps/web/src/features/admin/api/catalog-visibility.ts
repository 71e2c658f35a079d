import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { t } from '../messages';
import { adminWrite, invalidateAfterWrite, useAdminMutation } from './admin-api';
import { type EntryRef, entryPath } from './catalog-entry';
import { sendForm } from './media-uploads';

/** Hide a category or sub-category from visitors, or show it again. */
export function useSetVisibility() {
  return useAdminMutation({
    mutationFn: ({ entry, hidden }: { entry: EntryRef; hidden: boolean }) =>
      adminWrite('PUT', `${entryPath(entry)}/visibility`, { hidden }),
  });
}

/**
 * The card image of a category or sub-category, sent as multipart (the JSON client cannot). The
 * server's refusal (not an image, too large) stays in the dialog as well as in the toast.
 */
export function useSetThumbnail() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { entry: EntryRef; file: File }>({
    mutationFn: ({ entry, file }) => sendForm('PUT', `${entryPath(entry)}/thumbnail`, file),
    onSuccess: () => toast.success(t('console.catalog.thumbnail.updated')),
    onError: (error) => toast.error(error.message),
    onSettled: () => invalidateAfterWrite(queryClient),
  });
}
