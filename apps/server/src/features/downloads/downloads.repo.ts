import { DOWNLOAD_LINK_USES } from '@stamp/shared/schemas/limits';
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { downloads, media } from '../../db/schema';

export type DownloadRow = typeof downloads.$inferSelect;
export type NewDownload = typeof downloads.$inferInsert;
export type DownloadWithThumbnail = { download: DownloadRow; thumbnailKey: string | null };

export function createDownloadsRepo(db: Database) {
  return {
    async insert(values: NewDownload): Promise<DownloadRow> {
      const [row] = await db.insert(downloads).values(values).returning();
      if (!row) throw new Error('download insert returned nothing');
      return row;
    },

    async find(id: string, userId: string): Promise<DownloadWithThumbnail | undefined> {
      const [row] = await db
        .select({ download: downloads, thumbnailKey: media.thumbnailKey })
        .from(downloads)
        .leftJoin(media, eq(media.id, downloads.mediaId))
        .where(and(eq(downloads.id, id), eq(downloads.userId, userId)));
      return row;
    },

    async findAny(id: string): Promise<DownloadRow | undefined> {
      const [row] = await db.select().from(downloads).where(eq(downloads.id, id));
      return row;
    },

    /** Newest first; `cursor` is the id of the last row of the previous page. */
    async list(userId: string, cursor: string | undefined, limit: number) {
      return db
        .select({ download: downloads, thumbnailKey: media.thumbnailKey })
        .from(downloads)
        .leftJoin(media, eq(media.id, downloads.mediaId))
        .where(and(eq(downloads.userId, userId), cursor ? lt(downloads.id, cursor) : undefined))
        .orderBy(desc(downloads.id))
        .limit(limit + 1);
    },

    /**
     * Takes one use of a ready download's link in one statement (DOWNLOAD_LINK_HOURS, DOWNLOAD_LINK_USES: spec §9), so
     * three tabs fetching at once cannot get a fourth use between them.
     */
    async takeUse(id: string, userId: string, now: Date): Promise<DownloadRow | undefined> {
      const [row] = await db
        .update(downloads)
        .set({ uses: sql`${downloads.uses} + 1` })
        .where(
          and(
            eq(downloads.id, id),
            eq(downloads.userId, userId),
            eq(downloads.status, 'ready'),
            lt(downloads.uses, DOWNLOAD_LINK_USES),
            gt(downloads.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async update(id: string, values: Partial<NewDownload>): Promise<void> {
      await db.update(downloads).set(values).where(eq(downloads.id, id));
    },

    /** Video renders not finished yet, oldest first: the sweep checks each still has a job. */
    async unfinished(): Promise<DownloadRow[]> {
      return db
        .select()
        .from(downloads)
        .where(and(eq(downloads.kind, 'video'), inArray(downloads.status, ['queued', 'rendering'])))
        .orderBy(downloads.id);
    },

    /**
     * Marks an unfinished video download failed, in one statement: of two processes ending the
     * same render (a retry and the sweep), only one gets the row back, so its unit is given
     * back once.
     */
    async failUnfinished(id: string, error: string): Promise<DownloadRow | undefined> {
      const [row] = await db
        .update(downloads)
        .set({ status: 'failed', error })
        .where(and(eq(downloads.id, id), inArray(downloads.status, ['queued', 'rendering'])))
        .returning();
      return row;
    },

    /** Moves an unfinished render on (progress, ready), never a download already ended. */
    async updateUnfinished(id: string, values: Partial<NewDownload>): Promise<boolean> {
      const rows = await db
        .update(downloads)
        .set(values)
        .where(and(eq(downloads.id, id), inArray(downloads.status, ['queued', 'rendering'])))
        .returning({ id: downloads.id });
      return rows.length > 0;
    },

    /**
     * Image renders begun before `startedBefore` and never finished (their process died): each
     * is marked failed, in one statement, so of two processes sweeping at once only one gets a
     * row back, and gives its unit back once.
     */
    async failInterruptedImages(startedBefore: Date, error: string) {
      return db
        .update(downloads)
        .set({ status: 'failed', error })
        .where(
          and(
            eq(downloads.kind, 'image'),
            eq(downloads.status, 'rendering'),
            lt(downloads.createdAt, startedBefore),
          ),
        )
        .returning({ userId: downloads.userId, consumedOn: downloads.consumedAllowanceOn });
    },

    async remove(id: string): Promise<void> {
      await db.delete(downloads).where(eq(downloads.id, id));
    },

    /** How many video renders this user has queued or in progress. */
    async activeVideoRenders(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(downloads)
        .where(
          and(
            eq(downloads.userId, userId),
            eq(downloads.kind, 'video'),
            inArray(downloads.status, ['queued', 'rendering']),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * The same count under a lock on this user's video renders, held until the transaction
     * ends: of requests sent at once, each counts after the one before has inserted its row.
     */
    async activeVideoRendersLocked(userId: string): Promise<number> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`video-renders:${userId}`}, 0))`,
      );
      return this.activeVideoRenders(userId);
    },

    async countMediaDownload(mediaId: string): Promise<void> {
      await db
        .update(media)
        .set({ downloadCount: sql`${media.downloadCount} + 1` })
        .where(eq(media.id, mediaId));
    },
  };
}
export type DownloadsRepo = ReturnType<typeof createDownloadsRepo>;
