import { Skeleton } from '../../../components/ui/Skeleton';
import { t } from '../messages';

/** While a section's code arrives: the shape of a console page (trail, title, a panel). */
export function PageSkeleton() {
  return (
    <div role="status" aria-label={t('console.loading')} className="flex flex-col gap-3">
      <Skeleton className="h-4 w-32 rounded-md" />
      <Skeleton className="h-9 w-48" />
      <Skeleton className="mt-4 h-64 w-full" />
    </div>
  );
}
