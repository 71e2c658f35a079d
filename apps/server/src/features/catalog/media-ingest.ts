import { type Storage, StorageNotFoundError } from '../../adapters/storage/storage';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { createCatalogRepo } from './catalog.repo';
import { type IngestedMedia, ingestMedia } from './ingest';
import { createMediaAdminRepo } from './media-admin.repo';
import { insertIngestedMedia, type NewMediaDetails } from './media-insert';
import { createMediaUploadsRepo } from './media-uploads.repo';
import type { MediaUploadsDeps, StoredFields } from './media-uploads.service';

export const FILE_GONE = 'The file is no longer held: upload it again';
export const PROCESSING_FAILED = 'The file could not be processed: retry it';

/** A title from a file name: "diwali_post-01.jpg" → "diwali post 01". */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base.slice(0, 160) || 'Untitled';
}

/**
 * The `media.ingest` job's side of an upload: the staged file made into renditions, then the
 * item (or the replaced file) and the upload's `ready` written in one transaction, so a failed
 * ingest never leaves a half-visible item and two tries of one upload never make two.
 */
export function createMediaIngester(deps: MediaUploadsDeps & { storage: Storage }) {
  const uploads = createMediaUploadsRepo(deps.db);
  return {
    /**
     * The `media.ingest` job's work. Returns null when done (or nothing was left to do), or the
     * reason the file cannot be used (the upload is then failed and its file let go). Anything
     * else throws, for the job runner to try again.
     */
    async ingest(uploadId: string): Promise<string | null> {
      const row = await uploads.claim(uploadId);
      if (!row) return null;
      if (!row.stagedKey) {
        await uploads.fail(uploadId, FILE_GONE, true);
        return FILE_GONE;
      }
      const fields = row.fields as StoredFields;
      // Each try names its own original, so a try that loses the race below removes only its own.
      const id = newId();
      let ingested: IngestedMedia;
      let local: { path: string; release(): Promise<void> };
      try {
        local = await deps.storage.localPath(row.stagedKey);
      } catch (error) {
        if (!(error instanceof StorageNotFoundError)) throw error;
        await uploads.fail(uploadId, FILE_GONE, true);
        return FILE_GONE;
      }
      try {
        ingested = await ingestMedia(deps.storage, { filePath: local.path, id }, deps.media);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const ended = await uploads.fail(uploadId, error.message, true);
        if (ended) await deps.storage.delete(row.stagedKey).catch(() => {});
        return error.message;
      } finally {
        await local.release();
      }
      await uploads.progress(uploadId, 90);
      const result = await deps.db.transaction(async (tx) => {
        const repo = createMediaUploadsRepo(tx);
        const locked = await repo.lock(uploadId);
        // Another try finished first (or the upload's sub-category was deleted): nothing to add.
        if (locked?.status !== 'processing') return { kind: 'lost' as const };
        if (fields.replaces) {
          const items = createMediaAdminRepo(tx);
          const before = await items.lock(fields.replaces);
          if (!before) {
            await repo.fail(uploadId, 'The item was deleted before its new file was ready', true);
            return { kind: 'gone' as const };
          }
          await items.update(fields.replaces, {
            type: ingested.type,
            width: ingested.width,
            height: ingested.height,
            durationS: ingested.durationS,
            originalKey: ingested.originalKey,
            thumbnailKey: ingested.thumbnailKey,
            previewCleanKey: ingested.previewCleanKey,
            previewWatermarkedKey: ingested.previewWatermarkedKey,
            previewPhoneKey: ingested.previewPhoneKey,
            posterKey: ingested.posterKey,
          });
          await repo.ready(uploadId, fields.replaces);
          return { kind: 'replaced' as const, before };
        }
        const parent = await createCatalogRepo(tx, 'operator').findSubCategory(row.subCategoryId);
        if (!parent) return { kind: 'lost' as const };
        await insertIngestedMedia(tx, parent, id, detailsOf(fields, row.fileName), ingested);
        await repo.ready(uploadId, id);
        return { kind: 'added' as const };
      });
      if (result.kind === 'lost' || result.kind === 'gone') {
        await deps.storage.delete(ingested.originalKey).catch(() => {});
        return null;
      }
      await deps.storage.delete(row.stagedKey).catch(() => {});
      deps.cache.invalidate();
      if (result.kind === 'replaced') {
        // The old files, except any the new file shares (same bytes, same content-hashed name).
        const kept = new Set(Object.values(ingested));
        const old = result.before;
        await deps.mediaAdmin.removeFiles({
          id: old.id,
          originalKey: kept.has(old.originalKey) ? '' : old.originalKey,
          thumbnailKey: kept.has(old.thumbnailKey) ? '' : old.thumbnailKey,
          previewCleanKey: kept.has(old.previewCleanKey) ? '' : old.previewCleanKey,
          previewWatermarkedKey: kept.has(old.previewWatermarkedKey)
            ? ''
            : old.previewWatermarkedKey,
          previewPhoneKey:
            old.previewPhoneKey && !kept.has(old.previewPhoneKey) ? old.previewPhoneKey : null,
          posterKey: old.posterKey && !kept.has(old.posterKey) ? old.posterKey : null,
        });
      }
      return null;
    },

    /**
     * The job has failed for good. An upload the ingest already ended keeps its own reason;
     * one whose tries ran out (storage, a crash) keeps its file, so a retry can use it.
     */
    async failed(uploadId: string): Promise<void> {
      const [row] = await uploads.find([uploadId]);
      if (!row || row.status === 'ready' || row.status === 'failed') return;
      await uploads.fail(uploadId, PROCESSING_FAILED, false);
    },
  };
}

function detailsOf(fields: StoredFields, fileName: string): NewMediaDetails {
  const publication = fields.publication ?? 'published';
  return {
    title: fields.title || titleFromFileName(fileName),
    titleHi: fields.titleHi ?? null,
    tags: fields.tags ?? [],
    creativeType: fields.creativeType ?? (fields.kind === 'video' ? 'reel' : 'post'),
    isTrending: fields.isTrending ?? false,
    isLatest: fields.isLatest ?? false,
    publication,
    publishAt: publication === 'scheduled' && fields.publishAt ? new Date(fields.publishAt) : null,
  };
}
