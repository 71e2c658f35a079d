import { Skeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorBox } from '../../../components/ui/States';
import { useCatalogTree } from '../api/catalog-tree';
import { useCreateCategory } from '../api/create-catalog-entry';
import { useReorder } from '../api/reorder-catalog';
import { ConsolePage } from '../components/ConsolePage';
import { CategoryCard } from '../components/catalog/CategoryCard';
import { NameForm } from '../components/catalog/NameForm';
import { useDragReorder } from '../hooks/use-drag-reorder';
import { idsAfterMove } from '../lib/reorder';
import { t } from '../messages';

/** Categories and their sub-categories: create, rename, reorder, delete. */
export function CatalogPage() {
  const tree = useCatalogTree();
  const create = useCreateCategory();
  const reorder = useReorder();
  const categories = tree.data ?? [];
  const drag = useDragReorder(categories, (ids) => reorder.mutate({ categoryId: null, ids }));
  // The new-category form empties itself after this operator's own add succeeds, and only if
  // the field still holds that name (NameForm): the list may show the new category first, and a
  // next name typed in that moment was wiped when the form was remounted on success.

  return (
    <ConsolePage
      title={t('console.section.catalog')}
      description={t('console.catalog.description')}
    >
      <section
        aria-labelledby="new-category"
        className="rounded-2xl border border-border bg-surface p-4"
      >
        <h2 id="new-category" className="mb-3 text-base font-semibold">
          {t('console.catalog.newCategory')}
        </h2>
        <NameForm
          label={t('console.catalog.categoryName')}
          submitLabel={t('console.catalog.addCategory')}
          busy={create.isPending}
          onSubmit={(name) => create.mutateAsync({ name })}
        />
      </section>

      {tree.isPending ? (
        <div
          role="status"
          aria-label={t('console.catalog.loading')}
          className="flex flex-col gap-3"
        >
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-28 w-full" />
          ))}
        </div>
      ) : tree.isError ? (
        <ErrorBox message={tree.error.message} onRetry={() => void tree.refetch()} />
      ) : categories.length === 0 ? (
        <EmptyState title={t('console.catalog.empty')}>{t('console.catalog.emptyBody')}</EmptyState>
      ) : (
        <ul aria-label={t('console.catalog.categories')} className="flex flex-col gap-3">
          {categories.map((category, index) => (
            <CategoryCard
              key={category._id}
              category={category}
              first={index === 0}
              last={index === categories.length - 1}
              onMove={(delta) => {
                const ids = idsAfterMove(categories, category._id, delta);
                if (ids) reorder.mutate({ categoryId: null, ids });
              }}
              onReorderSubCategories={(ids) => reorder.mutate({ categoryId: category._id, ids })}
              dragProps={drag.rowProps(category._id)}
              dragging={drag.dragged === category._id}
              dropTarget={drag.over === category._id && drag.dragged !== category._id}
            />
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
