import {
  EDITOR_DEFAULTS,
  type EditorSettings,
  restoreSettings,
} from '@stamp/shared/editor/settings';
import {
  DAILY_LIMIT_MESSAGE,
  DOWNLOAD_LINK_HOURS,
  DOWNLOAD_LINK_USES,
  type Download,
  type DownloadBody,
  type DownloadResult,
  downloadFileName,
} from '@stamp/shared/schemas/downloads';
import type { MediaTools } from '../../adapters/media/media-tools';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { CurrentSession } from '../account/account.service';
import type { SessionCache } from '../account/session-cache';
import { createCatalogRepo } from '../catalog/catalog.repo';
import { type AllowanceRepo, createAllowanceRepo } from './allowance.repo';
import { type BrandKitRepo, createBrandKitRepo } from './brand-kit.repo';
import { createDownloadsRepo, type DownloadRow, type DownloadsRepo } from './downloads.repo';

const LINK_MS = DOWNLOAD_LINK_HOURS * 60 * 60 * 1000;
const ID = /^[0-9a-f]{24}$/;

/** Video downloads render as jobs (video-jobs.ts); the service only queues them. */
export interface VideoJobQueue {
  enqueue(downloadId: string): void;
}

export interface DownloadsServiceDeps {
  db: Database;
  storage: Storage;
  media: MediaTools;
  limiter: RateLimiter;
  sessionCache: SessionCache;
  videoJobs: VideoJobQueue;
  /** The allowance day (YYYY-MM-DD in the business time zone). */
  today: () => string;
}

/** A refused clean download: the spec's message, with `used` and `limit` beside it. */
export function dailyLimitReached(used: number, limit: number): AppError {
  return new AppError(429, DAILY_LIMIT_MESSAGE, 'DAILY_LIMIT', undefined, {
    used,
    limit,
    data: { used, limit },
  });
}

/**
 * Marketplace downloads (DESIGN.md principle 2: the server renders what is sold). A member with
 * allowance left gets a clean render at the original's resolution for one unit; everyone else
 * (or a member who asks) gets the same design watermarked for free. Images render before the
 * answer; videos are queued as jobs and polled.
 */
export function createDownloadsService(deps: DownloadsServiceDeps) {
  const downloads: DownloadsRepo = createDownloadsRepo(deps.db);
  const allowance: AllowanceRepo = createAllowanceRepo(deps.db);
  const brandKit: BrandKitRepo = createBrandKitRepo(deps.db);
  const catalog = createCatalogRepo(deps.db);

  const present = (row: DownloadRow, thumbnailKey: string | null, now = new Date()): Download => {
    const usable = row.status === 'ready' && row.uses < DOWNLOAD_LINK_USES && row.expiresAt > now;
    return {
      _id: row.id,
      mediaId: row.mediaId,
      title: row.title,
      type: row.kind,
      thumbnailUrl: thumbnailKey ? deps.storage.publicUrl(thumbnailKey) : null,
      watermarked: row.watermarked,
      status: row.status,
      progress: row.progress,
      error: row.error,
      fileName: row.fileName,
      url: usable ? `/api/v1/user/downloads/${row.id}/file` : null,
      usesLeft: usable ? DOWNLOAD_LINK_USES - row.uses : 0,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  };

  async function logoBytes(
    userId: string,
    logoId: string | null | undefined,
    settings: EditorSettings,
  ) {
    if (!logoId || !settings.logoEnabled) return null;
    const logo = await brandKit.logo(logoId, userId);
    if (!logo)
      throw new AppError(404, 'That logo is no longer in your brand kit', 'LOGO_NOT_FOUND');
    return deps.storage.get(logo.fileKey);
  }

  return {
    present,

    async create(
      session: CurrentSession,
      mediaId: string,
      body: DownloadBody,
    ): Promise<DownloadResult> {
      const userId = session.user._id;
      const item = ID.test(mediaId) ? await catalog.findMedia(mediaId) : undefined;
      if (!item) throw notFound('This design no longer exists');
      const settings = body?.settings ?? EDITOR_DEFAULTS;
      const clean = session.user.membership.isActive && body?.watermark !== true;
      const logo = await logoBytes(userId, body?.logoId, settings);

      let consumedOn: string | null = null;
      let remaining = 0;
      if (clean) {
        const taken = await allowance.consume(userId, deps.today());
        if (!taken.ok) throw dailyLimitReached(taken.used, taken.limit);
        consumedOn = taken.day;
        remaining = taken.remaining;
        // The user entity (downloads.count) changed: drop cached sessions of this user.
        deps.sessionCache.forgetUser(userId);
      } else {
        await deps.limiter.consume('watermarkedDownloadsPerUser', userId);
        if (session.user.membership.isActive) {
          remaining = await allowance.remaining(userId, deps.today());
        }
      }

      const id = newId();
      const kind = item.media.type;
      const base = {
        id,
        userId,
        mediaId,
        title: item.media.title,
        kind,
        settings,
        logoId: logo ? (body?.logoId ?? null) : null,
        watermarked: !clean,
        consumedAllowanceOn: consumedOn,
        fileName: downloadFileName(item.media.title, kind === 'image' ? 'png' : 'mp4'),
        expiresAt: new Date(Date.now() + LINK_MS),
      };
      try {
        let row: DownloadRow;
        if (kind === 'image') {
          const rendered = await deps.media.renderDownload({
            original: await deps.storage.get(item.media.originalKey),
            settings,
            logo,
            watermark: !clean,
          });
          const fileKey = `private/downloads/${userId}/${id}.png`;
          await deps.storage.put(fileKey, rendered.png, 'image/png');
          row = await downloads.insert({
            ...base,
            status: 'ready',
            progress: 100,
            fileKey,
            contentType: 'image/png',
            bytes: rendered.png.length,
          });
          await downloads.countMediaDownload(mediaId);
        } else {
          row = await downloads.insert({ ...base, status: 'queued', contentType: 'video/mp4' });
          deps.videoJobs.enqueue(id);
        }
        return { ...present(row, item.media.thumbnailKey), remaining, downloadId: id };
      } catch (error) {
        if (consumedOn) {
          await allowance.giveBack(userId, consumedOn);
          deps.sessionCache.forgetUser(userId);
        }
        throw error;
      }
    },

    /**
     * The same design again, from a history entry whose link has expired or been used up: a new
     * render with the stored settings and logo (a clean one costs a unit, as any download).
     */
    async regenerate(session: CurrentSession, id: string): Promise<DownloadResult> {
      const row = ID.test(id) ? await downloads.find(id, session.user._id) : undefined;
      if (!row) throw notFound('Download not found');
      const { mediaId, settings, logoId, watermarked } = row.download;
      if (!mediaId) throw notFound('This design no longer exists');
      return this.create(session, mediaId, {
        settings: restoreSettings(settings),
        logoId,
        watermark: watermarked,
      });
    },

    /** A unit for the custom editor, which composes in the browser (spec §4). */
    async consumeForCustomEditor(session: CurrentSession): Promise<number> {
      if (!session.user.membership.isActive) {
        throw new AppError(403, 'The custom editor is for members', 'MEMBERS_ONLY');
      }
      const taken = await allowance.consume(session.user._id, deps.today());
      if (!taken.ok) throw dailyLimitReached(taken.used, taken.limit);
      deps.sessionCache.forgetUser(session.user._id);
      return taken.remaining;
    },

    async get(userId: string, id: string): Promise<Download> {
      const row = ID.test(id) ? await downloads.find(id, userId) : undefined;
      if (!row) throw notFound('Download not found');
      return present(row.download, row.thumbnailKey);
    },

    async list(userId: string, cursor: string | undefined, limit: number) {
      const rows = await downloads.list(userId, cursor, limit);
      const page = rows.slice(0, limit);
      return {
        items: page.map((r) => present(r.download, r.thumbnailKey)),
        nextCursor: rows.length > limit ? (page.at(-1)?.download.id ?? null) : null,
      };
    },

    /** Takes one use of the link and opens the file; a used-up or expired link is a 410. */
    async openFile(userId: string, id: string) {
      if (!ID.test(id)) throw notFound('Download not found');
      const row = await downloads.takeUse(id, userId, new Date());
      if (!row?.fileKey) {
        const existing = await downloads.find(id, userId);
        if (!existing) throw notFound('Download not found');
        if (existing.download.status === 'failed') {
          throw new AppError(
            410,
            `${existing.download.error ?? 'This download could not be rendered'}. Download the design again to try once more.`,
            'RENDER_FAILED',
          );
        }
        if (existing.download.status !== 'ready') {
          throw new AppError(409, 'This download is still being prepared', 'NOT_READY');
        }
        throw new AppError(
          410,
          'This download link has expired or been used 3 times. Download the design again to get a new one.',
          'LINK_USED_UP',
        );
      }
      const file = await deps.storage.stream(row.fileKey);
      return { ...file, fileName: row.fileName, contentType: row.contentType };
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
