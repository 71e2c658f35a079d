import { ArrowDown, ArrowUp, ExternalLink, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn';
import type { EntryRef } from '../../api/catalog-entry';
import { useRenameEntry } from '../../api/rename-catalog-entry';
import { t } from '../../messages';
import { DeleteEntryDialog } from './DeleteEntryDialog';
import { NameForm } from './NameForm';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg disabled:opacity-30 aria-disabled:cursor-default aria-disabled:opacity-30 aria-disabled:hover:bg-transparent';

/**
 * One category or sub-category: its name (renamed in place), what is inside, a link to its public
 * page, and its actions. Move up and down are buttons, so the order can be changed without a
 * mouse; dragging the row does the same.
 */
export function EntryRow({
  entry,
  meta,
  href,
  first,
  last,
  onMove,
  dragging,
  dropTarget,
  badge,
  actions,
}: {
  entry: EntryRef;
  meta: string;
  /** The public page of this category or sub-category. */
  href: string;
  first: boolean;
  last: boolean;
  onMove(delta: -1 | 1): void;
  dragging: boolean;
  dropTarget: boolean;
  /** Beside the name: what visitors cannot see (HiddenBadge). */
  badge?: ReactNode;
  /** More actions before Rename (hide/show, thumbnail). */
  actions?: ReactNode;
}) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const rename = useRenameEntry();
  const renameButton = useRef<HTMLButtonElement>(null);
  const isCategory = entry.kind === 'category';

  // Back where the operator was, not at the top of the page (the form had focus). In an effect,
  // once the button is back in the page: a frame callback could run before React had put it
  // back on a busy machine, and focus fell to the page (seen in a browser test under load).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (renaming || !returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  const stopRenaming = () => {
    returnFocus.current = true;
    setRenaming(false);
  };

  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl px-2 py-2 transition',
        dragging && 'opacity-50',
        dropTarget && 'ring-2 ring-accent',
      )}
    >
      <GripVertical
        aria-hidden="true"
        className="hidden size-5 shrink-0 cursor-grab text-muted sm:block"
      />
      {renaming ? (
        <NameForm
          className="min-w-0 flex-1 basis-64"
          label={t('console.catalog.newName', { name: entry.name })}
          initial={entry.name}
          submitLabel={t('console.catalog.save')}
          busy={rename.isPending}
          autoFocus
          onCancel={stopRenaming}
          onSubmit={(name) => {
            if (name === entry.name) return stopRenaming();
            rename.mutate({ entry, name }, { onSuccess: stopRenaming });
          }}
        />
      ) : (
        <div className="min-w-0 flex-1 basis-40">
          <p
            data-content
            className={cn(
              'truncate font-medium',
              isCategory ? 'font-display text-base' : 'text-sm',
            )}
          >
            {entry.name}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            {meta}
            {badge}
          </p>
        </div>
      )}
      <div className="flex items-center gap-0.5">
        <Link
          to={href}
          className={iconButton}
          aria-label={t('console.catalog.openPublic', { name: entry.name })}
          title={t('console.catalog.publicPage')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
        {actions}
        <button
          ref={renameButton}
          type="button"
          className={iconButton}
          aria-label={t('console.catalog.rename', { name: entry.name })}
          title={t('console.catalog.renameTitle')}
          disabled={renaming}
          onClick={() => setRenaming(true)}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t('console.catalog.moveUp', { name: entry.name })}
          title={t('console.catalog.moveUpTitle')}
          // aria-disabled, not disabled: a disabled button drops the focus, and the operator who
          // just moved a row to the top with it would be thrown back to the page's start.
          aria-disabled={first || undefined}
          onClick={() => {
            if (!first) onMove(-1);
          }}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t('console.catalog.moveDown', { name: entry.name })}
          title={t('console.catalog.moveDownTitle')}
          // aria-disabled, not disabled: a disabled button drops the focus, and the operator who
          // just moved a row to the bottom with it would be thrown back to the page's start.
          aria-disabled={last || undefined}
          onClick={() => {
            if (!last) onMove(1);
          }}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={cn(iconButton, 'hover:text-danger')}
          aria-label={t('console.catalog.deleteName', { name: entry.name })}
          title={
            isCategory
              ? t('console.catalog.deleteCategory')
              : t('console.catalog.deleteSubCategory')
          }
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <DeleteEntryDialog entry={entry} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
