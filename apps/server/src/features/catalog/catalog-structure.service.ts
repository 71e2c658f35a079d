import type { Category, SubCategory } from '@stamp/shared/schemas/catalog';
import type { Storage } from '../../adapters/storage/storage';
import { type AuditEntry, type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { recomputeMediaSearchVectors } from '../../db/search-vector';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { CatalogPresenter } from './catalog.presenter';
import { createCatalogRepo } from './catalog.repo';
import { slugify } from './catalog-admin.service';
import type { CatalogCache } from './catalog-cache';
import { createCatalogWriterRepo } from './catalog-writer.repo';
import { createMediaUploadsRepo } from './media-uploads.repo';

/**
 * The operator's hand on the catalog's shape: rename, reorder and delete categories and
 * sub-categories. A rename rewrites the search vectors of every design under it in the same
 * transaction (search finds the new name at once, the old one no more); a delete refuses while
 * anything is still inside, saying what. Every write clears the catalog cache.
 */
export function createCatalogStructureService(deps: {
  db: Database;
  storage: Pick<Storage, 'delete'>;
  present: CatalogPresenter;
  cache: CatalogCache;
}) {
  const reader = createCatalogRepo(deps.db, 'operator');
  const audit = (tx: Database, actor: Operator | undefined, entry: AuditEntry) =>
    actor ? recordAudit(tx, actor, entry) : Promise.resolve();

  /** Hides or shows one row of either level, audited in the same transaction. */
  async function setHidden(
    level: 'category' | 'subcategory',
    id: string,
    hidden: boolean,
    actor: Operator | undefined,
  ): Promise<void> {
    const before = await deps.db.transaction(async (tx) => {
      const writer = createCatalogWriterRepo(tx);
      const row =
        level === 'category'
          ? await writer.setCategoryHidden(id, hidden)
          : await writer.setSubCategoryHidden(id, hidden);
      if (row) {
        await audit(tx, actor, {
          action: `${level}.${hidden ? 'hide' : 'show'}`,
          targetType: level,
          targetId: id,
          before: { hidden: row.hidden },
          after: { hidden },
        });
      }
      return row;
    });
    if (!before)
      throw notFound(level === 'category' ? 'Category not found' : 'Sub-category not found');
    deps.cache.invalidate();
  }

  return {
    async renameCategory(id: string, name: string, actor?: Operator): Promise<Category> {
      const before = await reader.findCategory(id);
      const renamed = await withUniqueName(`A category named "${name}" already exists`, () =>
        deps.db.transaction(async (tx) => {
          const row = await createCatalogWriterRepo(tx).renameCategory(id, name, slugify(name));
          if (row) {
            await recomputeMediaSearchVectors(tx, { categoryId: id });
            await audit(tx, actor, {
              action: 'category.rename',
              targetType: 'category',
              targetId: id,
              before: { name: before?.category.name ?? null, slug: before?.category.slug ?? null },
              after: { name: row.name, slug: row.slug },
            });
          }
          return row;
        }),
      );
      if (!renamed) throw notFound('Category not found');
      deps.cache.invalidate();
      const found = await reader.findCategory(id);
      return deps.present.category(renamed, found?.subCategoryCount ?? 0);
    },

    async renameSubCategory(id: string, name: string, actor?: Operator): Promise<SubCategory> {
      const before = await reader.findSubCategory(id);
      if (!before) throw notFound('Sub-category not found');
      const parent = before.category.name;
      await withUniqueName(`"${parent}" already has a sub-category named "${name}"`, () =>
        deps.db.transaction(async (tx) => {
          const row = await createCatalogWriterRepo(tx).renameSubCategory(id, name, slugify(name));
          if (row) {
            await recomputeMediaSearchVectors(tx, { subCategoryId: id });
            await audit(tx, actor, {
              action: 'subcategory.rename',
              targetType: 'subcategory',
              targetId: id,
              before: { name: before.subCategory.name, slug: before.subCategory.slug },
              after: { name: row.name, slug: row.slug },
            });
          }
          return row;
        }),
      );
      deps.cache.invalidate();
      const after = await reader.findSubCategory(id);
      if (!after) throw notFound('Sub-category not found');
      return deps.present.subCategory(after.subCategory, after.category, after.counts);
    },

    /** `ids`: every category, once each, in the new order. */
    async orderCategories(ids: readonly string[], actor?: Operator): Promise<void> {
      const current = (await reader.listCategories()).map((row) => row.category.id);
      assertSameSet(ids, current, 'category');
      await deps.db.transaction(async (tx) => {
        await createCatalogWriterRepo(tx).orderCategories(ids);
        await audit(tx, actor, {
          action: 'category.order',
          targetType: 'category',
          targetId: null,
          before: { ids: current },
          after: { ids },
        });
      });
      deps.cache.invalidate();
    },

    /** `ids`: every sub-category of the category, once each, in the new order. */
    async orderSubCategories(
      categoryId: string,
      ids: readonly string[],
      actor?: Operator,
    ): Promise<void> {
      if (!(await reader.findCategory(categoryId))) throw notFound('Category not found');
      const current = (await reader.listSubCategories(categoryId)).map((r) => r.subCategory.id);
      assertSameSet(ids, current, 'sub-category of this category');
      await deps.db.transaction(async (tx) => {
        await createCatalogWriterRepo(tx).orderSubCategories(ids);
        await audit(tx, actor, {
          action: 'subcategory.order',
          targetType: 'category',
          targetId: categoryId,
          before: { ids: current },
          after: { ids },
        });
      });
      deps.cache.invalidate();
    },

    async deleteCategory(id: string, actor?: Operator): Promise<void> {
      const found = await reader.findCategory(id);
      if (!found) throw notFound('Category not found');
      const inside = await deps.db.transaction(async (tx) => {
        const n = await createCatalogWriterRepo(tx).deleteCategoryIfEmpty(id);
        if (n === 0) {
          await audit(tx, actor, {
            action: 'category.delete',
            targetType: 'category',
            targetId: id,
            before: { name: found.category.name, hidden: found.category.hidden },
          });
        }
        return n;
      });
      if (inside === null) throw notFound('Category not found');
      if (inside > 0) {
        const what = plural(inside, 'sub-category', 'sub-categories');
        throw conflict(`"${found.category.name}" still has ${what}: move or delete them first`);
      }
      deps.cache.invalidate();
    },

    async deleteSubCategory(id: string, actor?: Operator): Promise<void> {
      const found = await reader.findSubCategory(id);
      if (!found) throw notFound('Sub-category not found');
      let staged: string[] = [];
      const inside = await deps.db.transaction(async (tx) => {
        staged = await createMediaUploadsRepo(tx).stagedKeysIn(id);
        const n = await createCatalogWriterRepo(tx).deleteSubCategoryIfEmpty(id);
        if (n === 0) {
          await audit(tx, actor, {
            action: 'subcategory.delete',
            targetType: 'subcategory',
            targetId: id,
            before: { name: found.subCategory.name, categoryId: found.category.id },
          });
        }
        return n;
      });
      if (inside === null) throw notFound('Sub-category not found');
      if (inside > 0) {
        const what = plural(inside, 'design', 'designs');
        throw conflict(
          `"${found.subCategory.name}" still holds ${what}: move or delete them first`,
        );
      }
      deps.cache.invalidate();
      // Its uploads that never became designs (queued, failed) went with it: so do their files.
      // After the commit, best effort: a file left by a crash here is an orphan, never a loss.
      await Promise.all(staged.map((key) => deps.storage.delete(key).catch(() => undefined)));
    },

    /**
     * Moves a sub-category, with everything in it, to another category (at the end of its
     * list). Its designs' search vectors follow the new category's name in the same transaction.
     */
    async moveSubCategory(id: string, categoryId: string, actor?: Operator): Promise<void> {
      const found = await reader.findSubCategory(id);
      if (!found) throw notFound('Sub-category not found');
      const target = await reader.findCategory(categoryId);
      if (!target) throw notFound('Category not found');
      if (found.category.id === categoryId) return;
      const name = found.subCategory.name;
      await withUniqueName(
        `"${target.category.name}" already has a sub-category named "${name}"`,
        () =>
          deps.db.transaction(async (tx) => {
            const before = await createCatalogWriterRepo(tx).moveSubCategory(id, categoryId);
            if (!before) throw notFound('Sub-category not found');
            await recomputeMediaSearchVectors(tx, { subCategoryId: id });
            await audit(tx, actor, {
              action: 'subcategory.move',
              targetType: 'subcategory',
              targetId: id,
              before: { categoryId: before.categoryId },
              after: { categoryId },
            });
          }),
      );
      deps.cache.invalidate();
    },

    /** Hides or shows a category, and with it everything inside it, for visitors. */
    setCategoryHidden(id: string, hidden: boolean, actor?: Operator): Promise<void> {
      return setHidden('category', id, hidden, actor);
    },

    setSubCategoryHidden(id: string, hidden: boolean, actor?: Operator): Promise<void> {
      return setHidden('subcategory', id, hidden, actor);
    },
  };
}
export type CatalogStructureService = ReturnType<typeof createCatalogStructureService>;

async function withUniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(message, { name: message });
    throw error;
  }
}

/** A new order must name every item once: a stale list (someone added one since) is refused. */
function assertSameSet(given: readonly string[], current: readonly string[], what: string): void {
  const unique = new Set(given);
  const same =
    unique.size === given.length &&
    given.length === current.length &&
    current.every((id) => unique.has(id));
  if (!same) {
    const message = `List every ${what} once, in the new order (the list has changed: reload it)`;
    throw badRequest(message, { ids: message });
  }
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
