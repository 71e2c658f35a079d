import * as Tabs from '@radix-ui/react-tabs';
import type { CreativeType, MediaType, SubCategory } from '@stamp/shared/schemas/catalog';
import { Film, ImageIcon } from 'lucide-react';
import { type ReactNode, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorBox } from '../../../components/ui/States';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useMediaList } from '../api/get-media-list';
import { t } from '../browse-messages';
import { CREATIVE_TYPE_LABEL } from './format';
import { filtersFor, MediaFilter } from './MediaFilter';
import { MediaGrid, MediaGridSkeleton } from './MediaGrid';

const ERROR_TEXT = {
  image: 'sub.imagesFailed',
  video: 'sub.videosFailed',
} as const satisfies Record<MediaType, string>;

interface SubCategoryViewProps {
  subCategoryId: string;
  /** From the URL ("good-morning"), shown until the server's name arrives. */
  nameFromUrl?: string;
  /** Already known (the resolve call): the header shows at once. */
  initial?: SubCategory;
}

/**
 * A sub-category's creatives: Images / Videos tabs and a format filter, both kept in the URL
 * (?tab=videos&type=reel) so a shared or reloaded link shows the same list. Render with
 * `key={subCategoryId}`.
 */
export function SubCategoryView({ subCategoryId, nameFromUrl, initial }: SubCategoryViewProps) {
  const [params, setParams] = useSearchParams();
  const type: MediaType = params.get('tab') === 'videos' ? 'video' : 'image';
  const asked = params.get('type');
  const creativeType: CreativeType | '' = filtersFor(type).find((it) => it === asked) ?? '';

  const list = useMediaList({ subCategoryId, type, creativeType });
  const fromList = list.data?.pages[0]?.subCategory;
  const [known, setKnown] = useState(initial);
  if (fromList && fromList !== known) setKnown(fromList);
  const sub = fromList ?? known;
  const title = sub?.name ?? (nameFromUrl ? unslug(nameFromUrl) : undefined);
  usePageTitle(title);

  const update = (next: { type?: MediaType; creativeType?: CreativeType | '' }) => {
    const nextType = next.type ?? type;
    let nextCreative = next.creativeType ?? creativeType;
    if (nextCreative && !filtersFor(nextType).includes(nextCreative)) nextCreative = '';
    const search = new URLSearchParams();
    if (nextType === 'video') search.set('tab', 'videos');
    if (nextCreative) search.set('type', nextCreative);
    setParams(search, { replace: true, preventScrollReset: true });
  };

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A page of results arrives through the query's store, which React renders at once and in
  // one piece; deferred, the grid is built in a background render React splits into short
  // slices. One array per fetched page set (not per render): the grid defers on it by identity.
  const pages = useDeferredValue(list.data?.pages);
  const items = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);

  if (list.isError && !list.data) {
    if (list.error instanceof ApiError && list.error.status === 404) return <NotFoundPage />;
    // Spec §8: the error box replaces the page.
    return (
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">{title ?? t('sub.designs')}</h1>
        <ErrorBox message={t(ERROR_TEXT[type])} onRetry={() => void list.refetch()} />
      </section>
    );
  }

  const video = type === 'video';
  const otherCount = type === 'video' ? sub?.imageCount : sub?.videoCount;

  const body = !pages ? (
    <MediaGridSkeleton />
  ) : items.length === 0 ? (
    <EmptyState title={t('sub.empty')}>
      {creativeType ? (
        <Button variant="secondary" size="sm" onClick={() => update({ creativeType: '' })}>
          {t('sub.showAllFormats')}
        </Button>
      ) : otherCount ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => update({ type: type === 'video' ? 'image' : 'video' })}
        >
          {t(video ? 'sub.seeImages' : 'sub.seeVideos', { count: otherCount })}
        </Button>
      ) : (
        <p>{t('sub.emptyBlurb')}</p>
      )}
    </EmptyState>
  ) : (
    <>
      <p className="sr-only" aria-live="polite">
        {t(video ? 'sub.showingVideos' : 'sub.showingImages', { count: items.length })}
      </p>
      <MediaGrid
        items={items}
        label={t(video ? 'sub.gridVideos' : 'sub.gridImages', {
          title: title ?? t('sub.subCategory'),
        })}
      />
      <LoadMore
        hasMore={Boolean(hasNextPage)}
        loading={isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={loadMore}
        doneText={
          list.data && list.data.pages.length > 1
            ? t(video ? 'sub.allVideos' : 'sub.allImages', { count: items.length })
            : undefined
        }
      />
    </>
  );

  return (
    <section
      aria-labelledby="sub-category-title"
      className="mx-auto max-w-7xl px-4 pb-8 pt-4 sm:px-6"
    >
      <header className="flex flex-col gap-1">
        {sub ? (
          <Link
            to={paths.category(sub.category.name, sub.category._id)}
            className="w-fit text-sm font-semibold text-accent hover:underline"
          >
            <span data-content>{sub.category.name}</span>
          </Link>
        ) : (
          <Skeleton className="h-5 w-24 rounded-md" />
        )}
        <h1 id="sub-category-title" className="text-2xl font-bold tracking-tight sm:text-4xl">
          {title ? <span data-content>{title}</span> : <Skeleton className="h-9 w-56" />}
        </h1>
        <p className="text-sm text-muted">
          {sub ? t('sub.counts', { images: sub.imageCount, videos: sub.videoCount }) : '\u00a0'}
          {creativeType &&
            t('sub.showing', { type: t(`${CREATIVE_TYPE_LABEL[creativeType]}Lower`) })}
        </p>
      </header>

      <Tabs.Root
        value={type === 'video' ? 'videos' : 'images'}
        onValueChange={(value) => update({ type: value === 'videos' ? 'video' : 'image' })}
        className="mt-5"
      >
        <div className="sticky top-16 z-10 -mx-4 flex items-center justify-between gap-2 bg-bg/90 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:bg-transparent sm:px-0 sm:backdrop-blur-none">
          <Tabs.List
            aria-label={t('sub.mediaType')}
            className="inline-flex rounded-xl border border-border bg-surface p-1"
          >
            <TabTrigger
              value="images"
              icon={<ImageIcon aria-hidden="true" className="hidden size-4 sm:block" />}
            >
              {t('sub.images')}
              <Count value={sub?.imageCount} />
            </TabTrigger>
            <TabTrigger
              value="videos"
              icon={<Film aria-hidden="true" className="hidden size-4 sm:block" />}
            >
              {t('sub.videos')}
              <Count value={sub?.videoCount} />
            </TabTrigger>
          </Tabs.List>
          <MediaFilter
            type={type}
            value={creativeType}
            onChange={(value) => update({ creativeType: value })}
          />
        </div>
        <Tabs.Content value="images" className="mt-3 focus-visible:outline-offset-8">
          {body}
        </Tabs.Content>
        <Tabs.Content value="videos" className="mt-3 focus-visible:outline-offset-8">
          {body}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function TabTrigger({
  value,
  icon,
  children,
}: {
  value: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tabs.Trigger
      value={value}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted transition sm:px-4',
        'hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg',
      )}
    >
      {icon}
      {children}
    </Tabs.Trigger>
  );
}

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <span className="rounded-md bg-black/10 px-1.5 text-xs tabular-nums dark:bg-white/10">
      {value}
    </span>
  );
}

/** "good-morning-quotes" → "Good Morning Quotes", the same reading the breadcrumbs give. */
function unslug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
