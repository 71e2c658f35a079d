import type {
  AdminCategory,
  AdminMedia,
  AdminSubCategory,
  MediaUpdateBody,
  PublicationBody,
} from '@stamp/shared/schemas/admin-catalog';
import type { Storage } from '../../adapters/storage/storage';
import { type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { recomputeMediaSearchVectors } from '../../db/search-vector';
import { badRequest, notFound } from '../../lib/errors';
import type { MediaRow } from './catalog.presenter';
import type { CatalogCache } from './catalog-cache';
import type { OperatorPresenter } from './catalog-operator.presenter';
import { createCatalogOperatorRepo, type OperatorMediaFilter } from './catalog-operator.repo';
import { createMediaAdminRepo, type MediaChanges } from './media-admin.repo';

export interface MediaAdminDeps {
  db: Database;
  storage: Storage;
  present: OperatorPresenter;
  cache: CatalogCache;
  /** The scheduler's clock: tests move it to see a scheduled item go public. */
  now?: () => Date;
}

/** The fields an audit entry shows of an item: what an operator can change. */
function editable(row: MediaRow) {
  return {
    title: row.title,
    titleHi: row.titleHi,
    tags: row.tags,
    creativeType: row.creativeType,
    isTrending: row.isTrending,
    isLatest: row.isLatest,
    subCategoryId: row.subCategoryId,
    publication: row.publication,
    publishAt: row.publishAt?.toISOString() ?? null,
  };
}

/**
 * The console's hand on single items and its lists: the grid, edits (search vector rewritten in
 * the same transaction), moves, publication and deletion. Every write is audited in its own
 * transaction and clears the catalog cache.
 */
export function createMediaAdminService(deps: MediaAdminDeps) {
  const reader = createCatalogOperatorRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  async function present(id: string): Promise<AdminMedia> {
    const row = await reader.findMedia(id);
    if (!row) throw notFound('Media not found');
    return deps.present.media(row);
  }

  /** Locks the item, applies `change`, records it; 404 when there is no such item. */
  async function write(
    id: string,
    actor: Operator,
    action: string,
    change: (tx: Database, before: MediaRow) => Promise<MediaChanges>,
  ): Promise<AdminMedia> {
    await deps.db.transaction(async (tx) => {
      const repo = createMediaAdminRepo(tx);
      const before = await repo.lock(id);
      if (!before) throw notFound('Media not found');
      const after = await repo.update(id, await change(tx, before));
      if (!after) throw notFound('Media not found');
      await recordAudit(tx, actor, {
        action,
        targetType: 'media',
        targetId: id,
        before: editable(before),
        after: editable(after),
      });
    });
    deps.cache.invalidate();
    return present(id);
  }

  return {
    async listCategories(): Promise<AdminCategory[]> {
      const rows = await reader.listCategories();
      return rows.map((r) => deps.present.category(r.category, r.subCategoryCount, r.mediaCount));
    },

    async listSubCategories(categoryId?: string): Promise<AdminSubCategory[]> {
      const rows = await reader.listSubCategories(categoryId);
      return rows.map((r) =>
        deps.present.subCategory(r.subCategory, r.category, { images: r.images, videos: r.videos }),
      );
    },

    async category(id: string): Promise<AdminCategory> {
      const found = (await this.listCategories()).find((c) => c._id === id);
      if (!found) throw notFound('Category not found');
      return found;
    },

    async subCategory(id: string): Promise<AdminSubCategory> {
      const found = (await this.listSubCategories()).find((s) => s._id === id);
      if (!found) throw notFound('Sub-category not found');
      return found;
    },

    async listMedia(filter: OperatorMediaFilter): Promise<{ items: AdminMedia[]; total: number }> {
      const { rows, total } = await reader.listMedia(filter);
      return { items: rows.map((row) => deps.present.media(row)), total };
    },

    getMedia: present,

    /** Title, Hindi title and tags feed the search vector, rewritten in the same transaction. */
    update(id: string, body: MediaUpdateBody, actor: Operator): Promise<AdminMedia> {
      return write(id, actor, body.subCategoryId ? 'media.move' : 'media.update', async (tx) => {
        if (
          body.subCategoryId &&
          !(await createMediaAdminRepo(tx).subCategoryExists(body.subCategoryId))
        ) {
          throw notFound('Sub-category not found');
        }
        const changes: MediaChanges = {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.titleHi !== undefined ? { titleHi: body.titleHi || null } : {}),
          ...(body.tags !== undefined ? { tags: [...new Set(body.tags)] } : {}),
          ...(body.creativeType !== undefined ? { creativeType: body.creativeType } : {}),
          ...(body.isTrending !== undefined ? { isTrending: body.isTrending } : {}),
          ...(body.isLatest !== undefined ? { isLatest: body.isLatest } : {}),
          ...(body.subCategoryId !== undefined ? { subCategoryId: body.subCategoryId } : {}),
        };
        await createMediaAdminRepo(tx).update(id, changes);
        await recomputeMediaSearchVectors(tx, { mediaId: id });
        return {};
      });
    },

    /** Publish now, unpublish (draft), or schedule at a time that must still be ahead. */
    setPublication(id: string, body: PublicationBody, actor: Operator): Promise<AdminMedia> {
      const at = now();
      let changes: MediaChanges;
      if (body.publication === 'scheduled') {
        const publishAt = new Date(body.publishAt);
        if (!(publishAt.getTime() > at.getTime())) {
          const message = 'publishAt must be in the future';
          throw badRequest(message, { publishAt: message });
        }
        changes = { publication: 'scheduled', publishAt };
      } else if (body.publication === 'published') {
        changes = { publication: 'published', publishAt: at };
      } else {
        changes = { publication: 'draft', publishAt: null };
      }
      const action = `media.${body.publication === 'published' ? 'publish' : body.publication === 'draft' ? 'unpublish' : 'schedule'}`;
      return write(id, actor, action, async () => changes);
    },

    /**
     * Deletes the item and its files. Downloads already rendered keep their own files (their
     * `media_id` becomes null), so a user's history keeps working until its links expire; a
     * video render still queued for the item fails and gives its unit back.
     */
    async delete(id: string, actor: Operator): Promise<void> {
      const removed = await deps.db.transaction(async (tx) => {
        const repo = createMediaAdminRepo(tx);
        const before = await repo.lock(id);
        if (!before) return undefined;
        await repo.remove(id);
        await recordAudit(tx, actor, {
          action: 'media.delete',
          targetType: 'media',
          targetId: id,
          before: editable(before),
        });
        return before;
      });
      if (!removed) throw notFound('Media not found');
      deps.cache.invalidate();
      await this.removeFiles(removed);
    },

    /** Removes an item's files that nothing else uses (renditions may be shared: see keyInUse). */
    async removeFiles(
      row: Pick<
        MediaRow,
        | 'id'
        | 'originalKey'
        | 'thumbnailKey'
        | 'previewCleanKey'
        | 'previewWatermarkedKey'
        | 'previewPhoneKey'
        | 'posterKey'
      >,
    ): Promise<void> {
      const repo = createMediaAdminRepo(deps.db);
      const keys = [
        row.originalKey,
        row.thumbnailKey,
        row.previewCleanKey,
        row.previewWatermarkedKey,
        row.previewPhoneKey,
        row.posterKey,
      ].filter((key): key is string => Boolean(key));
      for (const key of keys) {
        if (await repo.keyInUse(key, row.id)) continue;
        await deps.storage.delete(key).catch(() => {});
      }
    },

    /** The `media.publish-due` job's work: every scheduled item whose time has come goes public. */
    async publishDue(at: Date = now()): Promise<number> {
      const ids = await createMediaAdminRepo(deps.db).publishDue(at);
      if (ids.length > 0) deps.cache.invalidate();
      return ids.length;
    },
  };
}
export type MediaAdminService = ReturnType<typeof createMediaAdminService>;
