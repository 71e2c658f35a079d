import type { Category } from '@stamp/shared/schemas/catalog';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState, ErrorBox } from '../../../components/ui/States';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSubCategories } from '../api/get-sub-categories';
import { t } from '../browse-messages';
import { TILE_GRID, TileCard } from './TileCard';
import { TileGridSkeleton } from './TileGridSkeleton';

/** A category: its sub-categories as tiles, each to its media list. */
export function CategoryView({ category }: { category: Category }) {
  usePageTitle(category.name);
  const subCategories = useSubCategories(category._id);

  return (
    <section aria-labelledby="category-title" className="mx-auto max-w-7xl px-4 pb-8 pt-4 sm:px-6">
      <header className="mb-6 flex flex-col gap-1">
        <h1 id="category-title" className="text-2xl font-bold tracking-tight sm:text-4xl">
          <span data-content>{category.name}</span>
        </h1>
        {category.subCategoryCount > 0 && (
          <p className="text-sm text-muted">
            {t('category.collections', { count: category.subCategoryCount })}
          </p>
        )}
      </header>
      {subCategories.isPending ? (
        <TileGridSkeleton
          count={Math.max(2, Math.min(category.subCategoryCount, 10))}
          label={t('category.loading')}
        />
      ) : subCategories.isError ? (
        <ErrorBox message={t('category.failed')} onRetry={() => void subCategories.refetch()} />
      ) : subCategories.data.length === 0 ? (
        <EmptyState title={t('category.empty')}>
          <p>{t('category.emptyBlurb', { name: category.name })}</p>
          <Link to={paths.home} className={buttonClasses('secondary', 'sm', 'mt-4')}>
            {t('category.browseOther')}
          </Link>
        </EmptyState>
      ) : (
        <ul className={TILE_GRID}>
          {subCategories.data.map((sub, index) => (
            <li key={sub._id}>
              <TileCard
                to={paths.subCategory(sub.name, sub._id)}
                name={sub.name}
                thumbnail={sub.thumbnailImage.secureUrl}
                countLabel={t('category.designCount', { count: sub.mediaCount })}
                level="h2"
                tone={index}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
