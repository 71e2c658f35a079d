import type { Media } from '@stamp/shared/schemas/catalog';
import { ChevronRight, Download, Flame, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format';
import { t } from '../browse-messages';
import { CREATIVE_TYPE_SINGULAR, formatDuration } from './format';

function shapeOf({ width, height }: Media): string {
  const ratio = width / Math.max(height, 1);
  if (Math.abs(ratio - 1) < 0.02) return t('item.square');
  if (Math.abs(ratio - 9 / 16) < 0.02) return t('item.vertical');
  if (Math.abs(ratio - 4 / 5) < 0.02) return t('item.portrait45');
  if (Math.abs(ratio - 16 / 9) < 0.02) return t('item.wide');
  return ratio < 1 ? t('item.portrait') : t('item.landscape');
}

/** Title, where the item lives, what it is and how often it was downloaded. */
export function ItemDetails({ media }: { media: Media }) {
  const isVideo = media.type === 'video';
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label={t('item.collection')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm font-medium">
          <li>
            <Link
              to={paths.category(media.category.name, media.category._id)}
              className="text-muted hover:text-accent"
            >
              <span data-content>{media.category.name}</span>
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
              <span data-content>{media.subCategory.name}</span>
            </Link>
          </li>
        </ol>
      </nav>

      <div>
        <h1 className="text-balance text-2xl font-bold leading-tight tracking-tight sm:text-3xl">
          <span data-content>{media.title}</span>
        </h1>
        {(media.flags.isTrending || media.flags.isLatest) && (
          <p className="mt-3 flex flex-wrap gap-2">
            {media.flags.isTrending && (
              <Tag icon={<Flame aria-hidden="true" className="size-3.5" />}>
                {t('media.trending')}
              </Tag>
            )}
            {media.flags.isLatest && (
              <Tag icon={<Sparkles aria-hidden="true" className="size-3.5" />}>
                {t('media.latest')}
              </Tag>
            )}
          </p>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-border bg-border text-sm">
        <Fact label={t('item.format')}>{t(CREATIVE_TYPE_SINGULAR[media.creativeType])}</Fact>
        <Fact label={t('item.type')}>{isVideo ? t('item.videoMp4') : t('item.imagePng')}</Fact>
        {/* Alone on its row when nothing follows it, so the grid has no hole. */}
        <Fact
          label={t('item.size')}
          wide={media.downloadCount === 0 && !(isVideo && media.durationS !== null)}
        >
          {t('item.sizeValue', { width: media.width, height: media.height })}
          <span className="block text-xs font-normal text-muted">{shapeOf(media)}</span>
        </Fact>
        {isVideo && media.durationS !== null && (
          <Fact label={t('item.length')}>{formatDuration(media.durationS)}</Fact>
        )}
        {media.downloadCount > 0 && (
          <Fact label={t('item.downloads')} wide={isVideo && media.durationS !== null}>
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
        {t('item.moreDesigns', { name: media.subCategory.name })}
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
