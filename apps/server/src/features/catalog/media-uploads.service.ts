import type { UploadStatus } from '@stamp/shared/schemas/admin-catalog';
import type { MediaTools } from '../../adapters/media/media-tools';
import { peekFile, requireSupportedMedia } from '../../adapters/media/sniff';
import type { Storage } from '../../adapters/storage/storage';
import { type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { MediaTooLargeError } from '../../lib/media-errors';
import { createCatalogRepo } from './catalog.repo';
import type { CatalogCache } from './catalog-cache';
import { createCatalogOperatorRepo } from './catalog-operator.repo';
import { DEFAULT_MEDIA_LIMITS } from './ingest';
import type { MediaAdminService } from './media-admin.service';
import { createMediaIngester, FILE_GONE } from './media-ingest';
import type { NewMediaDetails } from './media-insert';
import { createMediaUploadsRepo, type UploadRow } from './media-uploads.repo';

export { FILE_GONE } from './media-ingest';

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
export interface StoredFields extends UploadFields {
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

const QUEUE_FAILED = 'The upload could not be queued: retry it';

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
      const { head, size } = await peekFile(file.path);
      const sniffed = requireSupportedMedia(head);
      const limit =
        sniffed.kind === 'image'
          ? DEFAULT_MEDIA_LIMITS.imageBytes
          : DEFAULT_MEDIA_LIMITS.videoBytes;
      if (size > limit) {
        throw new MediaTooLargeError(
          `This ${sniffed.kind} is larger than ${Math.round(limit / 1048576)} MB`,
        );
      }
      const id = newId();
      const stagedKey = `private/uploads/${id}.${sniffed.ext}`;
      await deps.storage.putFile(stagedKey, file.path, sniffed.mime);
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

    ...createMediaIngester(deps),
  };
}
export type MediaUploadsService = ReturnType<typeof createMediaUploadsService>;
