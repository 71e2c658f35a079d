import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categories,
  festivalDates,
  festivals,
  reminderChoices,
  subCategories,
} from '../../db/schema';
import { festivalColumns } from './festival-columns';

export interface AdminFestivalRow {
  id: string;
  key: string;
  name: string;
  nameHi: string;
  kind: 'festival' | 'national' | 'global';
  regions: string[];
  nextDate: string | null;
  subCategory: { id: string; name: string; category: { id: string; name: string } } | null;
  reminderCount: number;
}

/** The festival's day under way on `today`, or its next one. */
const nextDate = (today: string): SQL<string | null> =>
  sql<string | null>`(select min(${festivalDates.date})::text from ${festivalDates}
    where ${festivalDates.festivalId} = ${festivals.id}
      and coalesce(${festivalDates.endDate}, ${festivalDates.date}) >= ${today})`;

const reminderCount = sql<number>`(select count(*) from ${reminderChoices}
  where ${reminderChoices.festivalId} = ${festivals.id})`.mapWith(Number);

/** The operator's view of the festivals: every one, its next day, its link (hidden or not). */
export function createFestivalAdminRepo(db: Database) {
  const query = (today: string) =>
    db
      .select({
        ...festivalColumns,
        nextDate: nextDate(today),
        subCategoryId: subCategories.id,
        subCategoryName: subCategories.name,
        categoryId: categories.id,
        categoryName: categories.name,
        reminderCount,
      })
      .from(festivals)
      .leftJoin(subCategories, eq(subCategories.id, festivals.subCategoryId))
      .leftJoin(categories, eq(categories.id, subCategories.categoryId))
      .$dynamic();

  const toRow = ({
    subCategoryId,
    subCategoryName,
    categoryId,
    categoryName,
    ...festival
  }: Omit<AdminFestivalRow, 'subCategory'> & {
    subCategoryId: string | null;
    subCategoryName: string | null;
    categoryId: string | null;
    categoryName: string | null;
  }): AdminFestivalRow => ({
    ...festival,
    subCategory:
      subCategoryId && subCategoryName && categoryId && categoryName
        ? {
            id: subCategoryId,
            name: subCategoryName,
            category: { id: categoryId, name: categoryName },
          }
        : null,
  });

  return {
    /** Every festival, the next one first; those the data holds no later day for come last. */
    async list(today: string): Promise<AdminFestivalRow[]> {
      const rows = await query(today).orderBy(
        sql`${nextDate(today)} nulls last`,
        asc(festivals.name),
      );
      return rows.map(toRow);
    },

    async find(id: string, today: string): Promise<AdminFestivalRow | undefined> {
      const [row] = await query(today).where(eq(festivals.id, id));
      return row && toRow(row);
    },

    /** The festival's link as it is, its row locked until the transaction ends; undefined: none. */
    async lockLink(id: string): Promise<{ subCategoryId: string | null } | undefined> {
      const [row] = await db
        .select({ subCategoryId: festivals.subCategoryId })
        .from(festivals)
        .where(eq(festivals.id, id))
        .for('update');
      return row;
    },

    /** Whether the sub-category exists; kept from being deleted until the transaction ends. */
    async subCategoryExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(eq(subCategories.id, id))
        .for('share');
      return Boolean(row);
    },

    async setLink(id: string, subCategoryId: string | null): Promise<void> {
      await db.update(festivals).set({ subCategoryId }).where(eq(festivals.id, id));
    },
  };
}
