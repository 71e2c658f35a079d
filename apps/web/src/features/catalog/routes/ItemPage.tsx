import type { Media } from '@stamp/shared/schemas/catalog';
import { isId } from '@stamp/shared/schemas/ids';
import { ArrowRight } from 'lucide-react';
import { type ComponentType, type ReactNode, useDeferredValue, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorBox } from '../../../components/ui/States';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api';
import { useMedia } from '../api/get-media';
import { useMediaList } from '../api/get-media-list';
import { t } from '../browse-messages';
import { ItemDetails } from '../components/ItemDetails';
import { ItemTopBar } from '../components/ItemTopBar';
import { MediaRow } from '../components/MediaRow';
import { useNearViewport } from '../hooks/use-near-viewport';

const RELATED_COUNT = 12;

/** The editor the page shows the creative in: the editor feature's, given by the app. */
export type ItemEditor = ComponentType<{ media: Media; details: ReactNode }>;

/** `/{itemId}`: one creative, large, with its details and more from its collection. */
export function ItemPage({ Editor }: { Editor: ItemEditor }) {
  const { itemId = '' } = useParams();
  if (!isId(itemId)) return <NotFoundPage />;
  return <Item key={itemId} id={itemId} Editor={Editor} />;
}

function Item({ id, Editor }: { id: string; Editor: ItemEditor }) {
  const media = useMedia(id);
  // Rendered from a deferred copy: the editor is built in a background render React splits
  // into short slices, rather than in one piece the moment the answer arrives.
  const data = useDeferredValue(media.data);
  usePageTitle(media.data?.title);

  if (media.isError && media.error instanceof ApiError && media.error.status === 404) {
    return <NotFoundPage />;
  }
  const backTo = media.data
    ? paths.subCategory(media.data.subCategory.name, media.data.subCategory._id)
    : paths.home;

  return (
    // Phones: room at the end for the bottom action bar, so the page's last line is never under it
    // (its measured height once it is drawn, taller after a download: ItemActionBar sets it).
    <div data-item-page className="max-md:pb-[calc(5.5rem+env(safe-area-inset-bottom))]">
      <ItemTopBar backTo={backTo} title={media.data?.title} />
      <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-6">
        {data ? (
          <article>
            <Editor
              media={data}
              details={
                <section aria-label={t('item.details')} className="pt-2">
                  <ItemDetails media={data} />
                </section>
              }
            />
          </article>
        ) : media.isError ? (
          <div className="py-6">
            <h1 className="sr-only">{t('item.design')}</h1>
            <ErrorBox message={t('item.failed')} onRetry={() => void media.refetch()} />
          </div>
        ) : (
          <ItemSkeleton />
        )}
      </div>
      {data && <RelatedWhenNear media={data} />}
    </div>
  );
}

/** The related row, built (and its list fetched) once the reader scrolls towards it. */
function RelatedWhenNear({ media }: { media: Media }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  return <div ref={anchor}>{near && <Related media={media} />}</div>;
}

/** More from the same sub-category (the list the sub-category page shows, so often cached). */
function Related({ media }: { media: Media }) {
  const list = useMediaList({
    subCategoryId: media.subCategory._id,
    type: media.type,
    creativeType: '',
  });
  // A query's answer re-renders its readers at once, in one task; deferred, the row is built in a
  // background render React splits into short slices, as the page settles after hydration.
  const pages = useDeferredValue(list.data?.pages);
  const items = (pages?.[0]?.data ?? [])
    .filter((item) => item._id !== media._id)
    .slice(0, RELATED_COUNT);
  if (items.length === 0) return null;
  const href = paths.subCategory(media.subCategory.name, media.subCategory._id);
  return (
    <div className="pb-8 pt-6 sm:pt-10">
      <MediaRow
        title={t('item.moreFrom', { name: media.subCategory.name })}
        items={items}
        action={
          <Link
            to={media.type === 'video' ? `${href}?tab=videos` : href}
            className="inline-flex h-10 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-accent hover:underline"
          >
            {t('item.seeAll')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      />
    </div>
  );
}

function ItemSkeleton() {
  return (
    <div
      role="status"
      aria-label={t('item.loading')}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10"
    >
      <div className="flex justify-center rounded-3xl border border-border bg-surface p-3 sm:p-5">
        <Skeleton className="aspect-square w-full max-w-[min(100%,68dvh)] rounded-2xl" />
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-40 rounded-md" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
