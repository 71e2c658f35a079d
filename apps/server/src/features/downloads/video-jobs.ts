import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type EditorSettings, restoreSettings } from '@stamp/shared/editor/settings';
import { renderDownloadThumbnail } from '../../adapters/media/download-render';
import type { MediaTools } from '../../adapters/media/media-tools';
import { renderVideoDownload } from '../../adapters/media/video-download';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { makeWorkDir } from '../../lib/work-dirs';
import type { SessionCache } from '../account/session-cache';
import { createCatalogRepo } from '../catalog/catalog.repo';
import { createAllowanceRepo } from './allowance.repo';
import { createBrandKitRepo } from './brand-kit.repo';
import { createDownloadsRepo } from './downloads.repo';
import type { VideoJobQueue } from './downloads.service';
import { RenderQueue } from './render-queue';

// A 15 s clip renders in seconds; a 100 MB custom upload of several minutes in a few minutes.
const RENDER_TIMEOUT_MS = 15 * 60 * 1000;
// Progress is written at most this often (in percentage points): enough for a smooth bar.
const PROGRESS_STEP = 5;

export interface VideoJobs extends VideoJobQueue {
  /** Queues the renders a previous process left queued or half done. */
  resume(): Promise<void>;
  /** Waits for the render in progress; queued ones stay queued for the next start. */
  close(): Promise<void>;
}

/**
 * Video downloads as jobs, one at a time in this process (x264 already uses every core). The
 * database row is the job: its status moves queued → rendering → ready | failed, so a restart
 * resumes whatever was not finished, and the editor polls the row for progress. A failed
 * render gives the allowance unit back.
 */
export function createVideoJobs(deps: {
  db: Database;
  storage: Storage;
  media: MediaTools;
  sessionCache: SessionCache;
  log: { error(obj: object, msg: string): void };
}): VideoJobs {
  const downloads = createDownloadsRepo(deps.db);
  const allowance = createAllowanceRepo(deps.db);
  const brandKit = createBrandKitRepo(deps.db);
  const catalog = createCatalogRepo(deps.db);
  const queue = new RenderQueue();
  let running: Promise<void> | null = null;
  let closed = false;

  function pump(): void {
    if (running || closed) return;
    const id = queue.shift();
    if (!id) return;
    running = render(id)
      .catch((error: unknown) => deps.log.error({ err: error, downloadId: id }, 'video job'))
      .finally(() => {
        running = null;
        pump();
      });
  }

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

  async function render(id: string): Promise<void> {
    const row = await downloads.findAny(id);
    if (!row || row.status === 'ready' || row.status === 'failed') return;
    await downloads.update(id, { status: 'rendering', progress: 0, error: null });
    // A custom upload is kept only until its render is done: the rendered file is what is kept.
    // Dropped before the final status is written, so whoever sees that status sees it gone.
    const dropUpload = async () => {
      if (row.sourceKey) await deps.storage.delete(row.sourceKey).catch(() => {});
    };
    const workDir = await makeWorkDir('video');
    try {
      const item = row.mediaId ? await catalog.findMedia(row.mediaId) : undefined;
      // A custom-editor video has no media: its source is the member's own upload.
      const sourceKey = item?.media.originalKey ?? row.sourceKey;
      if (!sourceKey) throw new AppError(404, 'This design no longer exists');
      const logo = row.logoId ? await brandKit.logo(row.logoId, row.userId) : undefined;
      const logoBytes = logo ? await deps.storage.get(logo.fileKey) : null;
      const original = await deps.storage.localPath(sourceKey);
      const output = path.join(workDir, 'download.mp4');
      let written = 0;
      try {
        await renderVideoDownload({
          binaries: await deps.media.ffmpeg(),
          input: original.path,
          output,
          workDir,
          settings: restoreSettings(row.settings),
          logo: logoBytes,
          watermark: row.watermarked,
          timeoutMs: RENDER_TIMEOUT_MS,
          onProgress: (percent) => {
            if (percent - written < PROGRESS_STEP) return;
            written = percent;
            void downloads.update(id, { progress: percent }).catch(() => {});
          },
        });
      } finally {
        await original.release();
      }
      const fileKey = `private/downloads/${row.userId}/${id}.mp4`;
      const bytes = await readFile(output);
      await deps.storage.put(fileKey, bytes, 'video/mp4');
      await dropUpload();
      const thumbnailKey = item
        ? await historyThumbnail(item.media.thumbnailKey, {
            key: `private/downloads/${row.userId}/${id}.webp`,
            settings: restoreSettings(row.settings),
            logo: logoBytes,
            watermark: row.watermarked,
          })
        : null;
      await downloads.update(id, {
        status: 'ready',
        progress: 100,
        fileKey,
        thumbnailKey,
        bytes: bytes.length,
      });
      if (item) await downloads.countMediaDownload(item.media.id);
    } catch (error) {
      const message =
        error instanceof AppError ? error.message : 'This video could not be rendered';
      await dropUpload();
      await downloads.update(id, { status: 'failed', error: message });
      if (row.consumedAllowanceOn) {
        await allowance.giveBack(row.userId, row.consumedAllowanceOn);
        deps.sessionCache.forgetUser(row.userId);
      }
      if (!(error instanceof AppError)) throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    enqueue(id, priority) {
      if (queue.push(id, priority)) pump();
    },
    async resume() {
      for (const row of await downloads.unfinished()) {
        this.enqueue(row.id, row.watermarked ? 'free' : 'member');
      }
    },
    async close() {
      closed = true;
      await running;
    },
  };
}
