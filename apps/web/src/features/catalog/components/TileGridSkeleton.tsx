import { Skeleton } from '../../../components/ui/Skeleton';
import { TILE_GRID } from './TileCard';

export function TileGridSkeleton({ count = 10, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={TILE_GRID}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="overflow-hidden rounded-2xl border border-border bg-surface">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="p-3">
            <Skeleton className="h-4 w-3/4 rounded-md" />
            <Skeleton className="mt-2 h-3 w-1/2 rounded-md" />
          </div>
        </div>
      ))}
    </div>
  );
}
