/**
 * The service worker's runtime caches (apps/web/build/pwa.ts), named here so the page can empty
 * them: what one person's session saved must not be shown to the next one on a shared phone.
 */
export const CACHE_NAMES = {
  /** Categories, sub-categories, feeds and items: the same for every visitor, or nearly. */
  catalog: 'stamp-catalog-v1',
  /** The signed-in user, their brand kit and their download history. */
  account: 'stamp-account-v1',
  /** The pictures of the user's own downloads (signed links). */
  accountMedia: 'stamp-account-media-v1',
  /** Public thumbnails, previews and posters under /media/public/. */
  media: 'stamp-media-v1',
  /** Hashed files not precached (the editor's fonts): immutable, kept as they are used. */
  assets: 'stamp-assets-v1',
} as const;
