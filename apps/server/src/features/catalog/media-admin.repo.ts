import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, media, subCategories } from '../../db/schema';
import type { MediaRow } from './catalog.presenter';

export type MediaChanges = Partial<
  Pick<
    MediaRow,
    | 'title'
    | 'titleHi'
    | 'tags'
    | 'creativeType'
    | 'isTrending'
    | 'isLatest'
    | 'subCategoryId'
    | 'publication'
    | 'publishAt'
  >
> &
  Partial<
    Pick<
      MediaRow,
      | 'type'
      | 'width'
      | 'height'
      | 'durationS'
      | 'originalKey'
      | 'thumbnailKey'
      | 'previewCleanKey'
      | 'previewWatermarkedKey'
      | 'previewPhoneKey'
      | 'posterKey'
    >
  >;

/** Operators' writes to single media rows. Callers clear the catalog cache after. */
export function createMediaAdminRepo(db: Database) {
  return {
    /** The row, locked until the transaction ends; undefined when there is none. */
    async lock(id: string): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(media).where(eq(media.id, id)).for('update');
      return row;
    },

    async update(id: string, changes: MediaChanges): Promise<MediaRow | undefined> {
      const [row] = await db
        .update(media)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(media.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(media).where(eq(media.id, id));
    },

    /** Publishes every scheduled item whose time has come; their ids. */
    async publishDue(now: Date): Promise<string[]> {
      const rows = await db
        .update(media)
        .set({ publication: 'published', updatedAt: now })
        .where(and(eq(media.publication, 'scheduled'), lte(media.publishAt, now)))
        .returning({ id: media.id });
      return rows.map((row) => row.id);
    },

    async subCategoryExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(eq(subCategories.id, id));
      return Boolean(row);
    },

    /**
     * Whether anything but media `exceptId` still uses `key`: renditions have content-hashed
     * names, so two items with the same bytes share them, and a card image may be an item's
     * thumbnail.
     */
    /** Images without a phone-size preview (from before it existed), oldest first. */
    async missingPhonePreviews(limit: number): Promise<{ id: string; previewKey: string }[]> {
      return (
        db
          .select({ id: media.id, previewKey: media.previewWatermarkedKey })
          .from(media)
          // The partial index's predicate word for word (a parameter would not match it).
          .where(sql`${media.type} = 'image' and ${media.previewPhoneKey} is null`)
          .orderBy(media.id)
          .limit(limit)
      );
    },

    /**
     * Records an item's phone-size preview, made from `previewKey`: only while the item still has
     * that preview and none of the phone size (its file was not replaced meanwhile). False when
     * it was not recorded.
     */
    async setPhonePreview(id: string, previewKey: string, phoneKey: string): Promise<boolean> {
      const updated = await db
        .update(media)
        .set({ previewPhoneKey: phoneKey })
        .where(
          and(
            eq(media.id, id),
            eq(media.previewWatermarkedKey, previewKey),
            isNull(media.previewPhoneKey),
          ),
        )
        .returning({ id: media.id });
      return updated.length === 1;
    },

    async keyInUse(key: string, exceptId: string): Promise<boolean> {
      const [item] = await db
        .select({ id: media.id })
        .from(media)
        .where(
          and(
            ne(media.id, exceptId),
            or(
              eq(media.originalKey, key),
              eq(media.thumbnailKey, key),
              eq(media.previewCleanKey, key),
              eq(media.previewWatermarkedKey, key),
              eq(media.previewPhoneKey, key),
              eq(media.posterKey, key),
            ),
          ),
        )
        .limit(1);
      if (item) return true;
      const [card] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.thumbnailKey, key))
        .limit(1);
      if (card) return true;
      const [subCard] = await db
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(eq(subCategories.thumbnailKey, key))
        .limit(1);
      return Boolean(subCard);
    },
  };
}
export type MediaAdminRepo = ReturnType<typeof createMediaAdminRepo>;
