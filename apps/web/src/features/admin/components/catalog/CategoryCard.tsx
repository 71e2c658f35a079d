import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { paths } from '../../../../config/paths';
import type { CatalogNode } from '../../api/catalog-tree';
import { useCreateSubCategory } from '../../api/create-catalog-entry';
import { useDragReorder } from '../../hooks/use-drag-reorder';
import { idsAfterMove } from '../../lib/reorder';
import { t } from '../../messages';
import { EntryRow } from './EntryRow';
import { HiddenBadge } from './HiddenBadge';
import { NameForm } from './NameForm';
import { ThumbnailButton } from './ThumbnailButton';
import { VisibilityButton } from './VisibilityButton';

/** A category's row, then its sub-categories (each a row of its own) and a way to add one. */
export function CategoryCard({
  category,
  first,
  last,
  onMove,
  onReorderSubCategories,
  dragProps,
  dragging,
  dropTarget,
}: {
  category: CatalogNode;
  first: boolean;
  last: boolean;
  onMove(delta: -1 | 1): void;
  onReorderSubCategories(ids: string[]): void;
  dragProps: object;
  dragging: boolean;
  dropTarget: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const create = useCreateSubCategory();
  const subs = category.subCategories;
  const drag = useDragReorder(subs, onReorderSubCategories);
  const categoryRef = { kind: 'category', id: category._id, name: category.name } as const;

  return (
    <li
      {...dragProps}
      aria-label={category.name}
      className="rounded-2xl border border-border bg-surface p-2 sm:p-3"
    >
      <EntryRow
        entry={categoryRef}
        meta={t('console.catalog.subCount', { count: subs.length })}
        badge={category.hidden && <HiddenBadge why="hidden" />}
        actions={
          <>
            <ThumbnailButton entry={categoryRef} current={category.thumbnailImage.secureUrl} />
            <VisibilityButton entry={categoryRef} hidden={category.hidden} />
          </>
        }
        href={paths.category(category.name, category._id)}
        first={first}
        last={last}
        onMove={onMove}
        dragging={dragging}
        dropTarget={dropTarget}
      />
      <div className="ml-2 mt-1 border-l border-border pl-2 sm:ml-9 sm:pl-3">
        {subs.length > 0 && (
          <ul
            aria-label={t('console.catalog.subsOf', { name: category.name })}
            className="flex flex-col"
          >
            {subs.map((sub, index) => (
              <li key={sub._id} {...drag.rowProps(sub._id)}>
                <EntryRow
                  entry={{ kind: 'subCategory', id: sub._id, name: sub.name }}
                  meta={t('console.catalog.designCount', { count: sub.mediaCount })}
                  badge={
                    sub.hidden ? (
                      <HiddenBadge why="hidden" />
                    ) : (
                      category.hidden && <HiddenBadge why="category" />
                    )
                  }
                  actions={
                    <>
                      <ThumbnailButton
                        entry={{ kind: 'subCategory', id: sub._id, name: sub.name }}
                        current={sub.thumbnailImage.secureUrl}
                      />
                      <VisibilityButton
                        entry={{ kind: 'subCategory', id: sub._id, name: sub.name }}
                        hidden={sub.hidden}
                      />
                    </>
                  }
                  href={paths.subCategory(sub.name, sub._id)}
                  first={index === 0}
                  last={index === subs.length - 1}
                  onMove={(delta) => {
                    const ids = idsAfterMove(subs, sub._id, delta);
                    if (ids) onReorderSubCategories(ids);
                  }}
                  dragging={drag.dragged === sub._id}
                  dropTarget={drag.over === sub._id && drag.dragged !== sub._id}
                />
              </li>
            ))}
          </ul>
        )}
        {adding ? (
          <NameForm
            className="px-2 py-2"
            label={t('console.catalog.newSub', { name: category.name })}
            submitLabel={t('console.catalog.add')}
            busy={create.isPending}
            autoFocus
            onCancel={() => setAdding(false)}
            onSubmit={(name) =>
              create.mutate(
                { categoryId: category._id, name },
                { onSuccess: () => setAdding(false) },
              )
            }
          />
        ) : (
          <Button variant="ghost" size="sm" className="mt-1" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('console.catalog.addSub')}
            <span className="sr-only">
              {t('console.catalog.addSubTo', { name: category.name })}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
}
