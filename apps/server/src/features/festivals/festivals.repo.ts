import { and, asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicSubCategory, publishedMedia } from '../../db/public-catalog';
import {
  categories,
  festivalDates,
  festivals,
  media,
  reminderChoices,
  reminderSettings,
  subCategories,
} from '../../db/schema';
import type { MediaWithNames } from '../catalog/catalog.presenter';
import { festivalColumns } from './festival-columns';

/** One festival on one day, with the sub-category visitors may see (null when none or hidden). */
export interface FestivalDayRow {
  id: string;
  key: string;
  name: string;
  nameHi: string;
  kind: 'festival' | 'national' | 'global';
  regions: string[];
  date: string;
  endDate: string | null;
  subCategory: { id: string; name: string; slug: string } | null;
}

export interface FestivalDayFilter {
  /** Days that end on or after `from` and start on or before `to` (a festival under way counts). */
  from?: string;
  to?: string;
  /** Observed in this region or across India. */
  region?: string;
  kind?: 'festival' | 'national' | 'global';
  /** A user's private feed: the festivals they chose, and those of their region (if any). */
  remindedUser?: string;
}

/** Observed in `region`, or across India (no regions listed). */
export function observedIn(region: string | SQL): SQL {
  return sql`(cardinality(${festivals.regions}) = 0 or ${region} = any(${festivals.regions}))`;
}

/** The calendar's reads for visitors and users. */
export function createFestivalsRepo(db: Database) {
  return {
    /** Festival days, sorted by day then name: one query whatever their number. */
    async listDays(filter: FestivalDayFilter): Promise<FestivalDayRow[]> {
      const rows = await db
        .select({
          ...festivalColumns,
          date: festivalDates.date,
          endDate: festivalDates.endDate,
          subCategoryId: subCategories.id,
          subCategoryName: subCategories.name,
          subCategorySlug: subCategories.slug,
          // A link to a hidden sub-category (or one in a hidden category) shows nothing.
          subCategoryVisible: sql<boolean>`coalesce(${publicSubCategory}, false)`,
        })
        .from(festivalDates)
        .innerJoin(festivals, eq(festivals.id, festivalDates.festivalId))
        .leftJoin(subCategories, eq(subCategories.id, festivals.subCategoryId))
        .leftJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(
          and(
            filter.to ? lte(festivalDates.date, filter.to) : undefined,
            filter.from
              ? sql`coalesce(${festivalDates.endDate}, ${festivalDates.date}) >= ${filter.from}`
              : undefined,
            filter.region ? observedIn(filter.region) : undefined,
            filter.kind ? eq(festivals.kind, filter.kind) : undefined,
            filter.remindedUser ? remindedBy(filter.remindedUser) : undefined,
          ),
        )
        .orderBy(asc(festivalDates.date), asc(festivals.name));
      return rows.map(
        ({ subCategoryId, subCategoryName, subCategorySlug, subCategoryVisible, ...day }) => ({
          ...day,
          subCategory:
            subCategoryVisible && subCategoryId && subCategoryName && subCategorySlug
              ? { id: subCategoryId, name: subCategoryName, slug: subCategorySlug }
              : null,
        }),
      );
    },

    /**
     * The newest `perSubCategory` published, publicly visible items of each sub-category, in one
     * query (a window over the sub-categories asked for), newest first.
     */
    async newestMedia(subCategoryIds: string[], perSubCategory: number): Promise<MediaWithNames[]> {
      if (subCategoryIds.length === 0) return [];
      const ranked = db
        .select({
          id: media.id,
          rank: sql<number>`row_number() over (partition by ${media.subCategoryId} order by ${media.id} desc)`.as(
            'rank',
          ),
        })
        .from(media)
        .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(
          and(
            inArray(media.subCategoryId, subCategoryIds),
            sql`${publishedMedia} and ${publicSubCategory}`,
          ),
        )
        .as('ranked');
      return db
        .select({
          media,
          subCategory: { id: subCategories.id, name: subCategories.name },
          category: { id: categories.id, name: categories.name },
        })
        .from(ranked)
        .innerJoin(media, eq(media.id, ranked.id))
        .innerJoin(subCategories, eq(subCategories.id, media.subCategoryId))
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(lte(ranked.rank, perSubCategory))
        .orderBy(desc(media.id));
    },
  };
}

/** The festivals `userId` asked to be reminded of: one by one, or all of their region. */
function remindedBy(userId: string): SQL {
  return sql`(${festivals.id} in (select ${reminderChoices.festivalId} from ${reminderChoices} where ${reminderChoices.userId} = ${userId})
    or exists (select 1 from ${reminderSettings} where ${reminderSettings.userId} = ${userId}
      and ${reminderSettings.region} is not null and ${observedIn(sql`${reminderSettings.region}`)}))`;
}
