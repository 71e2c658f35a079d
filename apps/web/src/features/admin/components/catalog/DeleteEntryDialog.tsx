import { useEffect } from 'react';
import type { EntryRef } from '../../api/catalog-entry';
import { useDeleteEntry } from '../../api/delete-catalog-entry';
import { focusConsoleTitle } from '../../lib/title-focus';
import { t } from '../../messages';
import { ConfirmDialog } from '../ConfirmDialog';

/** Asks, then deletes; the server's refusal (what is still inside) stays in the dialog. */
export function DeleteEntryDialog({
  entry,
  open,
  onOpenChange,
}: {
  entry: EntryRef;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const remove = useDeleteEntry({
    onDeleted: () => onOpenChange(false),
    // The row and its Delete button are gone: focus goes to the page's title, not to nowhere.
    onGone: () => requestAnimationFrame(focusConsoleTitle),
  });
  const { reset } = remove;
  // A fresh question each time it opens: last time's refusal may no longer hold.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const category = entry.kind === 'category';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('console.catalog.delete.title', { name: entry.name })}
      description={
        category
          ? t('console.catalog.delete.categoryBody')
          : t('console.catalog.delete.subCategoryBody')
      }
      confirmLabel={
        category ? t('console.catalog.deleteCategory') : t('console.catalog.deleteSubCategory')
      }
      busy={remove.isPending}
      error={remove.error?.message}
      onConfirm={() => remove.mutate(entry)}
    />
  );
}
