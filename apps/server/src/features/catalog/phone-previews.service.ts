import type { EncodedImage } from '../../adapters/media/image-renditions';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { UnusableMediaError } from '../../lib/media-errors';
import type { CatalogCache } from './catalog-cache';
import { hashedKey } from './ingest';
import { createMediaAdminRepo } from './media-admin.repo';

export interface PhonePreviewDeps {
  db: Database;
  storage: Storage;
  cache: Pick<CatalogCache, 'invalidate'>;
  /** Makes the phone's preview from the stored watermarked one (image-renditions.ts). */
  phonePreviewFrom(preview: Buffer): Promise<EncodedImage>;
  log: { warn(obj: object, msg: string): void };
}

const BATCH = 50;

/**
 * Gives the images ingested before the phone-size preview existed one, made from their stored
 * watermarked preview (the ingest makes it for every new image). A batch at a time, oldest
 * first, until none is left or `signal` is aborted: the `media.phone-previews` job's work.
 * Returns how many items got one.
 */
export function createPhonePreviewBackfill(deps: PhonePreviewDeps) {
  const repo = createMediaAdminRepo(deps.db);

  /** One item's preview; true when it is recorded. A damaged preview is skipped, not retried. */
  async function fill(item: { id: string; previewKey: string }): Promise<boolean> {
    let phone: EncodedImage;
    try {
      phone = await deps.phonePreviewFrom(await deps.storage.get(item.previewKey));
    } catch (error) {
      if (!(error instanceof UnusableMediaError)) throw error;
      deps.log.warn({ mediaId: item.id }, 'phone preview: the stored preview cannot be read');
      return false;
    }
    const key = hashedKey('public/previews', phone.data, 'webp');
    await deps.storage.put(key, phone.data, phone.contentType);
    if (await repo.setPhonePreview(item.id, item.previewKey, key)) return true;
    // The item's file was replaced or the item deleted meanwhile: its new file has its own.
    if (!(await repo.keyInUse(key, item.id))) await deps.storage.delete(key).catch(() => {});
    return false;
  }

  return {
    /** Whether an image still has none (one read of an index that is empty once all have). */
    anyMissing: () => phonePreviewsMissing(deps.db),

    async fillMissing(signal?: AbortSignal): Promise<number> {
      let filled = 0;
      const skipped = new Set<string>();
      for (;;) {
        if (signal?.aborted) break;
        const batch = (await repo.missingPhonePreviews(BATCH + skipped.size)).filter(
          (item) => !skipped.has(item.id),
        );
        if (batch.length === 0) break;
        let done = 0;
        for (const item of batch) {
          if (signal?.aborted) break;
          if (await fill(item)) done++;
          else skipped.add(item.id);
        }
        filled += done;
        // Each batch's new pictures reach the catalog's answers (their phoneUrl) at once.
        if (done > 0) deps.cache.invalidate();
      }
      return filled;
    },
  };
}
export type PhonePreviewBackfill = ReturnType<typeof createPhonePreviewBackfill>;

/** Whether any image has no phone-size preview: main.ts queues the backfill at start if so. */
export async function phonePreviewsMissing(db: Database): Promise<boolean> {
  return (await createMediaAdminRepo(db).missingPhonePreviews(1)).length > 0;
}
