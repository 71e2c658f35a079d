import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandKits, brandLogos } from '../../db/schema';

export type BrandKitRow = typeof brandKits.$inferSelect;
export type BrandLogoRow = typeof brandLogos.$inferSelect;

export function createBrandKitRepo(db: Database) {
  return {
    async kit(userId: string): Promise<BrandKitRow | undefined> {
      const [row] = await db.select().from(brandKits).where(eq(brandKits.userId, userId));
      return row;
    },

    async saveKit(userId: string, values: Omit<typeof brandKits.$inferInsert, 'userId'>) {
      const [row] = await db
        .insert(brandKits)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: brandKits.userId, set: values })
        .returning();
      return row as BrandKitRow;
    },

    async logos(userId: string): Promise<BrandLogoRow[]> {
      return db
        .select()
        .from(brandLogos)
        .where(eq(brandLogos.userId, userId))
        .orderBy(asc(brandLogos.id));
    },

    async logoCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(brandLogos)
        .where(eq(brandLogos.userId, userId));
      return row?.n ?? 0;
    },

    async logo(id: string, userId: string): Promise<BrandLogoRow | undefined> {
      const [row] = await db
        .select()
        .from(brandLogos)
        .where(and(eq(brandLogos.id, id), eq(brandLogos.userId, userId)));
      return row;
    },

    async addLogo(values: typeof brandLogos.$inferInsert): Promise<BrandLogoRow> {
      const [row] = await db.insert(brandLogos).values(values).returning();
      return row as BrandLogoRow;
    },

    async deleteLogo(id: string, userId: string): Promise<BrandLogoRow | undefined> {
      const [row] = await db
        .delete(brandLogos)
        .where(and(eq(brandLogos.id, id), eq(brandLogos.userId, userId)))
        .returning();
      return row;
    },
  };
}
export type BrandKitRepo = ReturnType<typeof createBrandKitRepo>;
