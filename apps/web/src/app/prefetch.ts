import { isId } from '@stamp/shared/schemas/ids';
import type { LoaderFunctionArgs } from 'react-router';
import { mediaListQuery } from '../features/catalog/api/get-media-list';
import { queryClient } from '../lib/query-client';
import { homeLeadImage, WIDE_SCREEN } from './home-lead-image';
import { prefetchedPage } from './page-data';

/*
 * A lazy page asks for its data once its chunk has arrived and rendered: a round trip more before
 * its first image. These loaders start the same queries (same options, so the page finds them in
 * the cache or in flight) while the chunk downloads. They never wait and never fail: the page
 * keeps its own loading and error states.
 */

// DESIGN.md: ids are 24 lowercase hex characters; anything else is the page's 404, not a request.

/**
 * Starts the download of the image a page leads with (its largest paint) as soon as its address
 * is known, instead of once the page's code has arrived and rendered it; the page's <img> then
 * finds it in the memory cache. A wrong guess costs one image download and nothing else.
 */
function warmImage(url: string | null | undefined): void {
  if (!url) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

// Failures are the page's to show; the warm-up just does not happen.
const ignore = () => {};

export function prefetchLayout() {
  prefetchedPage.layout(queryClient).catch(ignore);
  return null;
}

export function prefetchHome() {
  const wide = window.matchMedia(WIDE_SCREEN).matches;
  void prefetchedPage.home(queryClient).then(([home, festivals]) => {
    warmImage(
      homeLeadImage(wide, {
        feed: home.status === 'fulfilled' ? home.value.data : undefined,
        upcoming: festivals.status === 'fulfilled' ? festivals.value.data : undefined,
      }),
    );
  });
  return null;
}

export function prefetchItem({ params }: LoaderFunctionArgs) {
  prefetchedPage.item(queryClient, params.itemId ?? '').then((envelope) => {
    // The editor's base image: the clean preview for members (only they get its URL), else the
    // watermarked one.
    if (envelope?.data.type === 'image') warmImage(envelope.data.cleanUrl ?? envelope.data.url);
  }, ignore);
  return null;
}

/** The list a sub-category opens on; a `?type=` filter is left to the page, which validates it. */
export function prefetchSubCategory({ params, request }: LoaderFunctionArgs) {
  const id = params.subCategoryId ?? '';
  const search = new URL(request.url).searchParams;
  if (isId(id) && !search.has('type')) {
    // As SubCategoryView reads its tab.
    const type = search.get('tab') === 'videos' ? 'video' : 'image';
    // The first card of the grid (MediaGrid, eager) is the first screen's largest paint.
    queryClient
      .ensureInfiniteQueryData(mediaListQuery({ subCategoryId: id, type, creativeType: '' }))
      .then((list) => {
        const first = list.pages[0]?.data[0];
        warmImage(first?.thumbnailImage.secureUrl ?? first?.posterUrl);
      }, ignore);
  }
  return null;
}
