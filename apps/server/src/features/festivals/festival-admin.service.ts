import type { AdminFestival } from '@stamp/shared/schemas/festivals';
import { type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import { AppError, notFound } from '../../lib/errors';
import { type AdminFestivalRow, createFestivalAdminRepo } from './festival-admin.repo';

function present(row: AdminFestivalRow): AdminFestival {
  return {
    _id: row.id,
    key: row.key,
    name: row.name,
    nameHi: row.nameHi,
    kind: row.kind,
    regions: row.regions,
    nextDate: row.nextDate,
    subCategory: row.subCategory
      ? {
          _id: row.subCategory.id,
          name: row.subCategory.name,
          category: { _id: row.subCategory.category.id, name: row.subCategory.category.name },
        }
      : null,
    reminderCount: row.reminderCount,
  };
}

/** The operator's festival list and links to the catalog (the console's catalog area). */
export function createFestivalAdminService(deps: {
  db: Database;
  timeZone: string;
  now: () => Date;
  /**
   * After a link changes: the pages that show festivals (the home page's Upcoming row, rendered
   * to HTML and cached with the catalog's answers) are built anew.
   */
  pagesChanged?: () => void;
}) {
  const today = () => businessDay(deps.timeZone, deps.now());
  const repo = createFestivalAdminRepo(deps.db);

  return {
    async list(): Promise<AdminFestival[]> {
      return (await repo.list(today())).map(present);
    },

    /**
     * Links a festival to a sub-category (null unlinks), recorded in the audit log in the same
     * transaction. A hidden sub-category may be linked: visitors see no link until it is shown.
     */
    async link(id: string, subCategoryId: string | null, actor: Operator): Promise<AdminFestival> {
      await deps.db.transaction(async (tx) => {
        const inTx = createFestivalAdminRepo(tx);
        const before = await inTx.lockLink(id);
        if (!before) throw notFound('Festival not found');
        if (subCategoryId !== null && !(await inTx.subCategoryExists(subCategoryId))) {
          const message = 'No sub-category has this id';
          throw new AppError({
            statusCode: 400,
            message,
            code: 'VALIDATION_FAILED',
            fields: { subCategoryId: message },
          });
        }
        await inTx.setLink(id, subCategoryId);
        await recordAudit(tx, actor, {
          action: 'festival.link',
          targetType: 'festival',
          targetId: id,
          before: { subCategoryId: before.subCategoryId },
          after: { subCategoryId },
        });
      });
      deps.pagesChanged?.();
      const row = await repo.find(id, today());
      if (!row) throw notFound('Festival not found');
      return present(row);
    },
  };
}
export type FestivalAdminService = ReturnType<typeof createFestivalAdminService>;
