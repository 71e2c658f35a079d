import { Link } from 'react-router';
import { CategoryArt } from './CategoryArt';

interface TileCardProps {
  to: string;
  name: string;
  thumbnail: string | null;
  /** "4 sub-categories", "24 designs". */
  countLabel: string;
  /** The tile's heading level under the page's structure (h2 section → h3 tiles). */
  level?: 'h2' | 'h3';
  /** Position in the grid: neighbours without a thumbnail get different colours. */
  tone?: number;
}

/** A category or sub-category in a grid: picture, name and its count label. */
export function TileCard({ to, name, thumbnail, countLabel, level = 'h3', tone }: TileCardProps) {
  const Heading = level;
  return (
    <Link
      to={to}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition duration-200 hover:-translate-y-0.5 hover:border-accent/60 hover:shadow-xl hover:shadow-black/10 focus-visible:outline-offset-4"
    >
      <div className="relative aspect-square overflow-hidden bg-surface-2">
        <CategoryArt name={name} src={thumbnail} tone={tone} />
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        <Heading
          data-content
          className="line-clamp-2 font-display text-sm font-semibold leading-snug group-hover:text-accent sm:text-base"
        >
          {name}
        </Heading>
        <p className="text-xs text-muted sm:text-sm">{countLabel}</p>
      </div>
    </Link>
  );
}

/** The grid of tiles (spec §2: 2/3/5 columns by breakpoint). */
export const TILE_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';
