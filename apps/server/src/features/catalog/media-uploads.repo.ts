import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaUploads } from '../../db/schema';

export type UploadRow = typeof mediaUploads.$inferSelect;

/** The rows of operators' staged uploads: what the console polls and the ingest job moves on. */
export function createMediaUploadsRepo(db: Database) {
  return {
    async insert(values: typeof mediaUploads.$inferInsert): Promise<UploadRow> {
      const [row] = await db.insert(mediaUploads).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    find: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(mediaUploads).where(inArray(mediaUploads.id, ids)),

    /** The sub-category's latest uploads, newest first. */
    listFor: (subCategoryId: string, limit: number) =>
      db
        .select()
        .from(mediaUploads)
        .where(eq(mediaUploads.subCategoryId, subCategoryId))
        .orderBy(desc(mediaUploads.id))
        .limit(limit),

    /**
     * Marks the upload processing, unless it has ended (ready or failed); a job taken over from a
     * process that died finds it processing and claims it again.
     */
    async claim(id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(mediaUploads)
        .set({ status: 'processing', progress: 10, error: null, updatedAt: new Date() })
        .where(and(eq(mediaUploads.id, id), inArray(mediaUploads.status, ['queued', 'processing'])))
        .returning();
      return row;
    },

    async lock(id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .select()
        .from(mediaUploads)
        .where(eq(mediaUploads.id, id))
        .for('update');
      return row;
    },

    async progress(id: string, progress: number): Promise<void> {
      await db
        .update(mediaUploads)
        .set({ progress, updatedAt: new Date() })
        .where(and(eq(mediaUploads.id, id), eq(mediaUploads.status, 'processing')));
    },

    async ready(id: string, mediaId: string): Promise<void> {
      await db
        .update(mediaUploads)
        .set({
          status: 'ready',
          progress: 100,
          error: null,
          mediaId,
          stagedKey: null,
          updatedAt: new Date(),
        })
        .where(eq(mediaUploads.id, id));
    },

    /**
     * Ends an unfinished upload as failed (never a ready one: a late failure of a second try
     * must not undo the first's success). `dropStaged`: the file itself is at fault, so it is
     * not kept for a retry. The row as it ended, or undefined when it had already ended ready.
     */
    async fail(id: string, error: string, dropStaged: boolean): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(mediaUploads)
        .set({
          status: 'failed',
          progress: 0,
          error,
          ...(dropStaged ? { stagedKey: null } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(mediaUploads.id, id), ne(mediaUploads.status, 'ready')))
        .returning();
      return row;
    },

    /**
     * The files still staged for a sub-category's uploads, its rows locked: deleting the
     * sub-category deletes the rows (cascade), and these files must go with them.
     */
    async stagedKeysIn(subCategoryId: string): Promise<string[]> {
      const rows = await db
        .select({ stagedKey: mediaUploads.stagedKey })
        .from(mediaUploads)
        .where(
          and(eq(mediaUploads.subCategoryId, subCategoryId), isNotNull(mediaUploads.stagedKey)),
        )
        .for('update');
      return rows.flatMap((row) => (row.stagedKey ? [row.stagedKey] : []));
    },

    /** A failed upload whose file is still held goes back to the queue; undefined otherwise. */
    async requeue(id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(mediaUploads)
        .set({ status: 'queued', progress: 0, error: null, updatedAt: new Date() })
        .where(
          and(
            eq(mediaUploads.id, id),
            eq(mediaUploads.status, 'failed'),
            isNotNull(mediaUploads.stagedKey),
          ),
        )
        .returning();
      return row;
    },
  };
}
