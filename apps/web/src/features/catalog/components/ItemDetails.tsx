import type { Media } from '@stamp/shared/schemas/catalog';
import { ChevronRight, Download, Flame, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format';
import { CREATIVE_TYPE_SINGULAR, formatDuration } from './format';

function shapeOf({ width, height }: Media): string {
  const ratio = width / Math.max(height, 1);
  if (Math.abs(ratio - 1) < 0.02) return 'square, 1:1';
  if (Math.abs(ratio - 9 / 16) < 0.02) return 'vertical, 9:16';
  if (Math.abs(ratio - 4 / 5) < 0.02) return 'portrait, 4:5';
  if (Math.abs(ratio - 16 / 9) < 0.02) return 'wide, 16:9';
  return ratio < 1 ? 'portrait' : 'landscape';
}

/** Title, where the item lives, what it is and how often it was downloaded. */
export function ItemDetails({ media }: { media: Media }) {
  const isVideo = media.type === 'video';
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label="Collection">
        <ol className="flex flex-wrap items-center gap-1 text-sm font-medium">
          <li>
            <Link
              to={paths.category(media.category.name, media.category._id)}
              className="text-muted hover:text-accent"
            >
              {media.category.name}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4 text-muted" />
          </li>
          <li>
            <Link
              to={paths.subCategory(media.subCategory.name, media.subCategory._id)}
              className="text-accent hover:underline"
            >
              {media.subCategory.name}
            </Link>
          </li>
        </ol>
      </nav>

      <div>
        <h1 className="text-balance text-2xl font-bold leading-tight tracking-tight sm:text-3xl">
          {media.title}
        </h1>
        {(media.flags.isTrending || media.flags.isLatest) && (
          <p className="mt-3 flex flex-wrap gap-2">
            {media.flags.isTrending && (
              <Tag icon={<Flame aria-hidden="true" className="size-3.5" />}>Trending</Tag>
            )}
            {media.flags.isLatest && (
              <Tag icon={<Sparkles aria-hidden="true" className="size-3.5" />}>Latest</Tag>
            )}
          </p>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-border bg-border text-sm">
        <Fact label="Format">{CREATIVE_TYPE_SINGULAR[media.creativeType]}</Fact>
        <Fact label="Type">{isVideo ? 'Video (MP4)' : 'Image (PNG)'}</Fact>
        {/* Alone on its row when nothing follows it, so the grid has no hole. */}
        <Fact
          label="Size"
          wide={media.downloadCount === 0 && !(isVideo && media.durationS !== null)}
        >
          {media.width} × {media.height} px
          <span className="block text-xs font-normal text-muted">{shapeOf(media)}</span>
        </Fact>
        {isVideo && media.durationS !== null && (
          <Fact label="Length">{formatDuration(media.durationS)}</Fact>
        )}
        {media.downloadCount > 0 && (
          <Fact label="Downloads" wide={isVideo && media.durationS !== null}>
            <span className="inline-flex items-center gap-1.5">
              <Download aria-hidden="true" className="size-4 text-accent" />
              {formatCount(media.downloadCount)}
            </span>
          </Fact>
        )}
      </dl>

      <Link
        to={paths.subCategory(media.subCategory.name, media.subCategory._id)}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        More {media.subCategory.name} designs
        <ChevronRight aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`bg-surface px-4 py-3 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

function Tag({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-accent-fg">
      {icon}
      {children}
    </span>
  );
}
