import { Skeleton } from '../../../components/ui/Skeleton';
import { t } from '../messages';

/** The list's shape while the first page loads: nothing moves when it arrives. */
export function DownloadsSkeleton() {
  return (
    <div role="status" aria-label={t('downloads.loading')} className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border border-border bg-surface p-3 sm:grid-cols-[5.5rem_minmax(0,1fr)_16rem] sm:items-center sm:p-4"
        >
          <Skeleton className="aspect-square w-full" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-5 w-3/5 rounded-md" />
            <Skeleton className="h-4 w-40 rounded-md" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <Skeleton className="col-span-2 h-11 w-full sm:col-span-1" />
        </div>
      ))}
    </div>
  );
}
