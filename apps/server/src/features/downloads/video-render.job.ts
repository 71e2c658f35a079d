import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type EditorSettings, restoreSettings } from '@stamp/shared/editor/settings';
import { renderDownloadThumbnail } from '../../adapters/media/download-render';
import type { MediaTools } from '../../adapters/media/media-tools';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { type JobHandler, jobDone, jobFailed, jobRetry } from '../../jobs/job-types';
import { AppError } from '../../lib/errors';
import type { ProductCounters } from '../../lib/product-counters';
import { makeWorkDir } from '../../lib/work-dirs';
import type { SessionUserInvalidation } from '../account/account.service';
import { createMediaSource } from '../catalog/catalog.service';
import { createAllowanceRepo } from './allowance.repo';
import { createBrandKitRepo } from './brand-kit.repo';
import { createDownloadsRepo } from './downloads.repo';

// Under the job's own timeout (15 min), so a render that runs long ends as the file's fault
// ("took too long") rather than as a try the runner gives up on.
const RENDER_TIMEOUT_MS = 14 * 60 * 1000;
// Progress is written at most this often (in percentage points): enough for a smooth bar.
const PROGRESS_STEP = 5;
export const RENDER_FAILED = 'This video could not be rendered';

export interface VideoRenderDeps {
  db: Database;
  storage: Storage;
  media: MediaTools;
  sessionCache: SessionUserInvalidation;
  log: { error(obj: object, msg: string): void };
  counters?: ProductCounters;
}

/**
 * Ends an unfinished video download as failed and gives its allowance unit back, once: the
 * status change and the unit are one transaction, and only the caller that moved the row off
 * queued/rendering gives anything back. The member's own upload goes with it.
 */
export async function failVideoDownload(
  deps: VideoRenderDeps,
  downloadId: string,
  message: string,
): Promise<boolean> {
  const ended = await deps.db.transaction(async (tx) => {
    const row = await createDownloadsRepo(tx).failUnfinished(downloadId, message);
    if (row?.consumedAllowanceOn) {
      await createAllowanceRepo(tx).giveBack(row.userId, row.consumedAllowanceOn);
    }
    return row;
  });
  if (!ended) return false;
  if (ended.consumedAllowanceOn) deps.sessionCache.forgetUser(ended.userId);
  if (ended.sourceKey) await deps.storage.delete(ended.sourceKey).catch(() => {});
  return true;
}

/**
 * The `video.render` job: a video download queued in `downloads` (a catalog reel, or a member's
 * own clip) rendered with its design and stored for the download link. The row is the user's
 * view of the job: its status and progress are what the editor polls. A file that cannot be
 * rendered fails at once; anything else (a storage hiccup, a crash) is tried again, and the
 * unit is given back only when the job has failed for good.
 */
export function createVideoRenderJob(deps: VideoRenderDeps): JobHandler<{ downloadId: string }> {
  const downloads = createDownloadsRepo(deps.db);
  const brandKit = createBrandKitRepo(deps.db);
  const catalog = createMediaSource(deps.db);

  /**
   * The history's picture of a video download, stored under `key`: the design over the catalog
   * thumbnail. Null when it cannot be drawn; the history then shows the stock thumbnail.
   */
  async function historyThumbnail(
    stockKey: string,
    design: { key: string; settings: EditorSettings; logo: Buffer | null; watermark: boolean },
  ): Promise<string | null> {
    try {
      const picture = await renderDownloadThumbnail({
        thumbnail: await deps.storage.get(stockKey),
        ...design,
      });
      await deps.storage.put(design.key, picture, 'image/webp');
      return design.key;
    } catch {
      return null;
    }
  }

  return {
    async run(job) {
      const id = job.data.downloadId;
      const row = await downloads.findAny(id);
      // Already ended (a retry after the render was stored, or the sweep gave it up).
      if (!row || row.status === 'ready' || row.status === 'failed') return jobDone();
      await downloads.updateUnfinished(id, { status: 'rendering', progress: 0, error: null });
      const workDir = await makeWorkDir('video');
      try {
        const item = row.mediaId ? await catalog.findMedia(row.mediaId) : undefined;
        // A custom-editor video has no media: its source is the member's own upload.
        const sourceKey = item?.media.originalKey ?? row.sourceKey;
        if (!sourceKey) return jobFailed('This design no longer exists');
        const logo = row.logoId ? await brandKit.logo(row.logoId, row.userId) : undefined;
        const logoBytes = logo ? await deps.storage.get(logo.fileKey) : null;
        const original = await deps.storage.localPath(sourceKey);
        const output = path.join(workDir, 'download.mp4');
        let written = 0;
        let rendered: { bytes: number };
        try {
          rendered = await deps.media.renderVideoDownload({
            binaries: await deps.media.ffmpeg(),
            input: original.path,
            output,
            workDir,
            settings: restoreSettings(row.settings),
            logo: logoBytes,
            watermark: row.watermarked,
            timeoutMs: RENDER_TIMEOUT_MS,
            signal: job.signal,
            onProgress: (percent) => {
              if (percent - written < PROGRESS_STEP) return;
              written = percent;
              void downloads.updateUnfinished(id, { progress: percent }).catch(() => {});
              void job.progress(percent).catch(() => {});
            },
          });
        } finally {
          await original.release();
        }
        const fileKey = `private/downloads/${row.userId}/${id}.mp4`;
        // Streamed from the file: a reel read whole into memory (about 10 MB each) brought the
        // server's long garbage collections on while members took images beside reels.
        await deps.storage.putFile(fileKey, output, 'video/mp4');
        const thumbnailKey = item
          ? await historyThumbnail(item.media.thumbnailKey, {
              key: `private/downloads/${row.userId}/${id}.webp`,
              settings: restoreSettings(row.settings),
              logo: logoBytes,
              watermark: row.watermarked,
            })
          : null;
        const finished = await downloads.updateUnfinished(id, {
          status: 'ready',
          progress: 100,
          fileKey,
          thumbnailKey,
          bytes: rendered.bytes,
        });
        if (!finished) return jobDone();
        // A custom upload is kept only until its render is done: the rendered file is kept.
        if (row.sourceKey) await deps.storage.delete(row.sourceKey).catch(() => {});
        if (item) await downloads.countMediaDownload(item.media.id);
        deps.counters?.render('video', row.watermarked);
        return jobDone();
      } catch (error) {
        if (job.signal.aborted) throw error;
        if (error instanceof AppError) return jobFailed(error.message);
        deps.log.error({ err: error, downloadId: id }, 'video render');
        // What the user reads if this was the last try.
        return jobRetry(RENDER_FAILED);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },

    async failed({ downloadId }, reason) {
      await failVideoDownload(deps, downloadId, reason);
    },
  };
}
