import { readFile } from 'node:fs/promises';
import type { UploadStatus } from '@stamp/shared/schemas/admin-catalog';
import type { MediaTools } from '../../adapters/media/media-tools';
import { requireSupportedMedia, SNIFF_BYTES } from '../../adapters/media/sniff';
import { type Storage, StorageNotFoundError } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { MediaTooLargeError } from '../../lib/media-errors';
import { type Operator, recordAudit } from '../admin/audit-log';
import { createCatalogRepo } from './catalog.repo';
import type { CatalogCache } from './catalog-cache';
import { createCatalogOperatorRepo } from './catalog-operator.repo';
import { DEFAULT_MEDIA_LIMITS, type IngestedMedia, ingestMedia } from './ingest';
import { createMediaAdminRepo } from './media-admin.repo';
import type { MediaAdminService } from './media-admin.service';
import { insertIngestedMedia, type NewMediaDetails } from './media-insert';
import { createMediaUploadsRepo, type UploadRow } from './media-uploads.repo';

/** What the operator gave with a file; anything left out is decided from the file. */
export interface UploadFields {
  title?: string;
  titleHi?: string | null;
  tags?: string[];
  creativeType?: NewMediaDetails['creativeType'];
  isTrending?: boolean;
  isLatest?: boolean;
  publication?: 'published' | 'draft' | 'scheduled';
  /** ISO date-time, with `publication: 'scheduled'`. */
  publishAt?: string;
}

/** Stored in `media_uploads.fields`: the operator's fields, the file's kind, and what it replaces. */
interface StoredFields extends UploadFields {
  kind: 'image' | 'video';
  replaces?: string;
}

export interface IngestQueue {
  enqueue(
    name: 'media.ingest',
    data: { uploadId: string },
    options: { key: string },
  ): Promise<void>;
}

export interface MediaUploadsDeps {
  db: Database;
  storage: Storage;
  media: Pick<MediaTools, 'renderImage' | 'ffmpeg'>;
  cache: CatalogCache;
  jobs: IngestQueue;
  mediaAdmin: Pick<MediaAdminService, 'removeFiles'>;
}

export const FILE_GONE = 'The file is no longer held: upload it again';
const QUEUE_FAILED = 'The upload could not be queued: retry it';
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
 * Bulk upload, one file per request: the file is checked (type by magic bytes, size), staged in
 * private storage, recorded as a `queued` upload and handed to the `media.ingest` job, which
 * makes the renditions and the item in one transaction (a failed ingest leaves no item).
 */
export function createMediaUploadsService(deps: MediaUploadsDeps) {
  const uploads = createMediaUploadsRepo(deps.db);
  const operatorCatalog = createCatalogRepo(deps.db, 'operator');

  function present(row: UploadRow): UploadStatus {
    const fields = row.fields as StoredFields;
    return {
      _id: row.id,
      subCategoryId: row.subCategoryId,
      fileName: row.fileName,
      status: row.status,
      progress: row.progress,
      error: row.error,
      mediaId: row.mediaId,
      replaces: fields.replaces ?? null,
      retryable: row.status === 'failed' && row.stagedKey !== null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function enqueue(row: UploadRow): Promise<UploadRow> {
    try {
      // A fresh key each time: the queue keeps a finished job's key for days.
      await deps.jobs.enqueue(
        'media.ingest',
        { uploadId: row.id },
        { key: `${row.id}-${newId()}` },
      );
      return row;
    } catch {
      return (await uploads.fail(row.id, QUEUE_FAILED, false)) ?? row;
    }
  }

  return {
    /**
     * Stages one file. `target.replaces`: the item whose file this replaces (it keeps its id).
     * 404 for an unknown sub-category or item, 415 for a file that is not an image or a video,
     * 413 over the limit of its kind.
     */
    async stage(
      target: { subCategoryId: string } | { replaces: string },
      file: { path: string; fileName: string },
      fields: UploadFields,
      actor: Operator,
    ): Promise<UploadStatus> {
      let subCategoryId: string;
      if ('replaces' in target) {
        const item = await createCatalogOperatorRepo(deps.db).findMedia(target.replaces);
        if (!item) throw notFound('Media not found');
        subCategoryId = item.media.subCategoryId;
      } else {
        if (!(await operatorCatalog.findSubCategory(target.subCategoryId)))
          throw notFound('Sub-category not found');
        subCategoryId = target.subCategoryId;
      }
      const bytes = await readFile(file.path);
      const sniffed = requireSupportedMedia(bytes.subarray(0, SNIFF_BYTES));
      const limit =
        sniffed.kind === 'image'
          ? DEFAULT_MEDIA_LIMITS.imageBytes
          : DEFAULT_MEDIA_LIMITS.videoBytes;
      if (bytes.length > limit) {
        throw new MediaTooLargeError(
          `This ${sniffed.kind} is larger than ${Math.round(limit / 1048576)} MB`,
        );
      }
      const id = newId();
      const stagedKey = `private/uploads/${id}.${sniffed.ext}`;
      await deps.storage.put(stagedKey, bytes, sniffed.mime);
      const stored: StoredFields = {
        ...fields,
        kind: sniffed.kind,
        ...('replaces' in target ? { replaces: target.replaces } : {}),
      };
      try {
        const row = await deps.db.transaction(async (tx) => {
          const inserted = await createMediaUploadsRepo(tx).insert({
            id,
            subCategoryId,
            fileName: file.fileName.slice(0, 255),
            stagedKey,
            fields: stored,
            createdBy: actor.id,
          });
          await recordAudit(tx, actor, {
            action: 'replaces' in target ? 'media.replace-file' : 'media.upload',
            targetType: 'replaces' in target ? 'media' : 'upload',
            targetId: 'replaces' in target ? target.replaces : id,
            after: { uploadId: id, fileName: inserted.fileName, subCategoryId, fields },
          });
          return inserted;
        });
        return present(await enqueue(row));
      } catch (error) {
        await deps.storage.delete(stagedKey).catch(() => {});
        // The sub-category was deleted meanwhile.
        if ((error as { code?: string }).code === '23503') throw notFound('Sub-category not found');
        throw error;
      }
    },

    async statuses(query: { ids?: string[]; subCategoryId?: string }): Promise<UploadStatus[]> {
      const rows = query.ids
        ? await uploads.find(query.ids)
        : await uploads.listFor(query.subCategoryId as string, 200);
      return rows.map(present);
    },

    /** Tries a failed upload again while its file is held; 409 otherwise, saying what to do. */
    async retry(id: string, actor: Operator): Promise<UploadStatus> {
      const row = await deps.db.transaction(async (tx) => {
        const repo = createMediaUploadsRepo(tx);
        const current = await repo.lock(id);
        if (!current) throw notFound('Upload not found');
        if (current.status !== 'failed') throw conflict('Only a failed upload can be retried');
        const requeued = await repo.requeue(id);
        if (!requeued) throw conflict(FILE_GONE);
        await recordAudit(tx, actor, {
          action: 'media.upload-retry',
          targetType: 'upload',
          targetId: id,
          before: { status: 'failed', error: current.error },
          after: { status: 'queued' },
        });
        return requeued;
      });
      return present(await enqueue(row));
    },

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
export type MediaUploadsService = ReturnType<typeof createMediaUploadsService>;

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
