import { isId } from '@stamp/shared/schemas/ids';
import { Navigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorBox } from '../../../components/ui/States';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useResolve } from '../api/resolve';
import { t } from '../browse-messages';
import { CategoryView } from '../components/CategoryView';
import { SubCategoryView } from '../components/SubCategoryView';
import { TileGridSkeleton } from '../components/TileGridSkeleton';

/** `/{name}/{id}`: one call says whether the id is a category, a sub-category or an item. */
export function ResolvePage() {
  const { name = '', id = '' } = useParams();
  // DESIGN.md: ids are 24 lowercase hex characters; anything else is no page, not a request.
  if (!isId(id)) return <NotFoundPage />;
  return <Resolved name={name} id={id} />;
}

function Resolved({ name, id }: { name: string; id: string }) {
  const resolved = useResolve(id);

  if (resolved.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-4 sm:px-6">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="mb-6 mt-2 h-4 w-40 rounded-md" />
        <TileGridSkeleton label={t('resolve.loading')} />
      </div>
    );
  }
  if (resolved.isError) {
    if (resolved.error instanceof ApiError && resolved.error.status === 404)
      return <NotFoundPage />;
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">{t('resolve.failed')}</h1>
        <ErrorBox message={resolved.error.message} onRetry={() => void resolved.refetch()} />
      </div>
    );
  }

  const found = resolved.data;
  switch (found.kind) {
    case 'category':
      return <CategoryView key={id} category={found.category} />;
    case 'subCategory':
      return (
        <SubCategoryView
          key={id}
          subCategoryId={id}
          nameFromUrl={name}
          initial={found.subCategory}
        />
      );
    case 'media':
      return <Navigate to={paths.item(id)} replace />;
  }
}
