import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicSubCategory, publishedMedia } from '../../db/public-catalog';
import {
  brandKits,
  brandLogos,
  categories,
  festivals,
  media,
  memberships,
  subCategories,
  users,
} from '../../db/schema';

export interface ReminderReader {
  email: string;
  fullName: string;
  /** The language chosen in the interface (`users.language`); null until they choose. */
  language: string | null;
  disabled: boolean;
  membership: typeof memberships.$inferSelect | null;
}

export interface ReminderBrand {
  businessName: string;
  phone: string;
  /** The kit's stored editor defaults (checked key by key where they are used). */
  defaults: unknown;
  /** The storage key of the logo the kit draws: its default, else its first. */
  logoKey: string | null;
}

export interface ReminderCreative {
  id: string;
  title: string;
  /** The ≤1080 px clean preview: the base the e-mail's picture is drawn on. */
  previewKey: string;
}

/** What a reminder e-mail is made of: its reader, their brand kit, the festival, its creatives. */
export function createReminderMailRepo(db: Database) {
  return {
    async reader(userId: string): Promise<ReminderReader | undefined> {
      const [row] = await db
        .select({
          email: users.email,
          fullName: users.fullName,
          language: users.language,
          disabledAt: users.disabledAt,
          membership: memberships,
        })
        .from(users)
        .leftJoin(memberships, eq(memberships.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      return {
        email: row.email,
        fullName: row.fullName,
        language: row.language,
        disabled: row.disabledAt !== null,
        membership: row.membership,
      };
    },

    async brand(userId: string): Promise<ReminderBrand> {
      const [kit] = await db.select().from(brandKits).where(eq(brandKits.userId, userId));
      // The kit's default logo if it is still the user's, else their first (as the editor does).
      const [logo] = await db
        .select({ fileKey: brandLogos.fileKey })
        .from(brandLogos)
        .where(eq(brandLogos.userId, userId))
        .orderBy(sql`${brandLogos.id} = ${kit?.defaultLogoId ?? ''} desc`, asc(brandLogos.id))
        .limit(1);
      return {
        businessName: kit?.businessName ?? '',
        phone: kit?.phone ?? '',
        defaults: kit?.defaults ?? {},
        logoKey: logo?.fileKey ?? null,
      };
    },

    async festival(festivalId: string) {
      const [row] = await db
        .select({
          name: festivals.name,
          nameHi: festivals.nameHi,
          subCategoryId: festivals.subCategoryId,
        })
        .from(festivals)
        .where(eq(festivals.id, festivalId));
      return row;
    },

    /**
     * The newest `count` published images of a sub-category visitors may see (none when it is
     * hidden or its category is): what the e-mail renders. Videos are left out.
     */
    async creatives(subCategoryId: string, count: number): Promise<ReminderCreative[]> {
      return db
        .select({ id: media.id, title: media.title, previewKey: media.previewCleanKey })
        .from(media)
        .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(
          and(
            eq(media.subCategoryId, subCategoryId),
            eq(media.type, 'image'),
            sql`${publishedMedia} and ${publicSubCategory}`,
          ),
        )
        .orderBy(desc(media.id))
        .limit(count);
    },
  };
}
export type ReminderMailRepo = ReturnType<typeof createReminderMailRepo>;
