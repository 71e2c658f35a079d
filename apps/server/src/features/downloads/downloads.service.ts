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
  type DownloadSize,
  downloadFileName,
  STATUS_SIZE,
  statusFileName,
} from '@stamp/shared/schemas/downloads';
import type { MediaTools } from '../../adapters/media/media-tools';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { parseByteRange } from '../../lib/byte-range';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { ProductCounters } from '../../lib/product-counters';
import { sliceStream } from '../../lib/slice-stream';
import type { CurrentSession, SessionUserInvalidation } from '../account/account.service';
import { createMediaSource } from '../catalog/catalog.service';
import { type AllowanceRepo, createAllowanceRepo } from './allowance.repo';
import { type BrandKitRepo, createBrandKitRepo } from './brand-kit.repo';
import { createDownloadsRepo, type DownloadRow, type DownloadsRepo } from './downloads.repo';
import { MAX_ACTIVE_VIDEO_RENDERS, tooManyVideoRenders } from './video-limits';

/** How long a download's link lives (spec §9), for every kind of download. */
export const DOWNLOAD_LINK_MS = DOWNLOAD_LINK_HOURS * 60 * 60 * 1000;
// A history page's pictures are signed for a day: long enough for a tab left open, and the page
// signs them again whenever it loads.
const THUMBNAIL_LINK_S = 24 * 60 * 60;
// An image render takes well under a minute even queued behind a burst; one begun longer ago
// than this belongs to a process that died.
export const INTERRUPTED_AFTER_MS = 10 * 60 * 1000;

/** Where a download's Status-size file is kept, beside its own file. */
const statusKey = (row: Pick<DownloadRow, 'userId' | 'id'>) =>
  `private/downloads/${row.userId}/${row.id}-status.png`;

/** Members' renders ('member') never wait behind free, watermarked ones ('free'). */
export type RenderPriority = 'member' | 'free';

/**
 * Video downloads render as jobs (video-render.job.ts); the service only queues them. Never
 * rejects: a render whose enqueue failed stays queued in its row, and the sweep queues it again.
 */
export interface VideoJobQueue {
  enqueue(downloadId: string, priority: RenderPriority): Promise<void>;
}

export interface DownloadsServiceDeps {
  db: Database;
  storage: Storage;
  media: MediaTools;
  limiter: RateLimiter;
  sessionCache: SessionUserInvalidation;
  videoJobs: VideoJobQueue;
  /** The allowance day (YYYY-MM-DD in the business time zone). */
  today: () => string;
  counters?: ProductCounters;
}

/** A refused clean download: the spec's message, with `used` and `limit` beside it. */
export function dailyLimitReached(used: number, limit: number): AppError {
  return new AppError({
    statusCode: 429,
    message: DAILY_LIMIT_MESSAGE,
    code: 'DAILY_LIMIT',
    extra: {
      used,
      limit,
      data: { used, limit },
    },
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
  const catalog = createMediaSource(deps.db);

  /** The history's picture: the design as made, else the catalog's stock thumbnail. */
  const thumbnailUrl = (row: DownloadRow, mediaThumbnailKey: string | null) =>
    row.thumbnailKey
      ? deps.storage.signedUrl(row.thumbnailKey, THUMBNAIL_LINK_S)
      : mediaThumbnailKey
        ? deps.storage.publicUrl(mediaThumbnailKey)
        : null;

  const present = (row: DownloadRow, mediaThumbnailKey: string | null, now = new Date()) => {
    const usable = row.status === 'ready' && row.uses < DOWNLOAD_LINK_USES && row.expiresAt > now;
    return {
      _id: row.id,
      mediaId: row.mediaId,
      title: row.title,
      type: row.kind,
      thumbnailUrl: thumbnailUrl(row, mediaThumbnailKey),
      watermarked: row.watermarked,
      status: row.status,
      progress: row.progress,
      error: row.error,
      fileName: row.fileName,
      url: usable ? `/api/v1/user/downloads/${row.id}/file` : null,
      usesLeft: usable ? DOWNLOAD_LINK_USES - row.uses : 0,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    } satisfies Download;
  };

  async function logoBytes(
    userId: string,
    logoId: string | null | undefined,
    settings: EditorSettings,
  ) {
    if (!logoId || !settings.logoEnabled) return null;
    const logo = await brandKit.logo(logoId, userId);
    if (!logo)
      throw new AppError({
        statusCode: 404,
        message: 'That logo is no longer in your brand kit',
        code: 'LOGO_NOT_FOUND',
      });
    return deps.storage.get(logo.fileKey);
  }

  /** A download that cannot hand a file over (failed, not ready): the error that says so. */
  function notDeliverable(row: DownloadRow): AppError | null {
    if (row.status === 'failed') {
      return new AppError({
        statusCode: 410,
        message: `${row.error ?? 'This download could not be rendered'}. Download the design again to try once more.`,
        code: 'RENDER_FAILED',
      });
    }
    if (row.status !== 'ready' || !row.fileKey) {
      return new AppError({
        statusCode: 409,
        message: 'This download is still being prepared',
        code: 'NOT_READY',
      });
    }
    return null;
  }

  const usedUp = () =>
    new AppError({
      statusCode: 410,
      message: `This download link has expired or been used ${DOWNLOAD_LINK_USES} times. Download the design again to get a new one.`,
      code: 'LINK_USED_UP',
    });

  // Status renders under way in this process, by file key: a double tap renders once.
  const statusRenders = new Map<string, Promise<void>>();

  async function renderStatusFile(row: DownloadRow, key: string): Promise<void> {
    const item = row.mediaId ? await catalog.findMedia(row.mediaId) : null;
    if (!item) throw notFound('This design no longer exists');
    const settings = restoreSettings(row.settings);
    const [original, logo] = await Promise.all([
      deps.storage.get(item.media.originalKey),
      logoBytes(row.userId, row.logoId, settings),
    ]);
    const rendered = await deps.media.renderDownload({
      original,
      settings,
      logo,
      // The download's own rule, never the asker's: a free download's Status size is free too.
      watermark: row.watermarked,
      frame: STATUS_SIZE,
      thumbnail: null,
    });
    await deps.storage.put(key, rendered.png, 'image/png');
    deps.counters?.render('image', row.watermarked);
  }

  return {
    present,

    async create(
      session: CurrentSession,
      mediaId: string,
      body: DownloadBody,
    ): Promise<DownloadResult> {
      const userId = session.user._id;
      const item = await catalog.findMedia(mediaId);
      if (!item) throw notFound('This design no longer exists');
      if (
        item.media.type === 'video' &&
        (await downloads.activeVideoRenders(userId)) >= MAX_ACTIVE_VIDEO_RENDERS
      ) {
        throw tooManyVideoRenders();
      }
      const settings = body?.settings ?? EDITOR_DEFAULTS;
      const clean = session.user.membership.isActive && body?.watermark !== true;
      const logo = await logoBytes(userId, body?.logoId, settings);

      if (!clean) await deps.limiter.consume('watermarkedDownloadsPerUser', userId);
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
        fileName: downloadFileName(item.media.title, kind === 'image' ? 'png' : 'mp4'),
        expiresAt: new Date(Date.now() + DOWNLOAD_LINK_MS),
        contentType: kind === 'image' ? 'image/png' : 'video/mp4',
        // An image renders now; a video waits for the job runner.
        status: kind === 'image' ? ('rendering' as const) : ('queued' as const),
      };
      // The unit and the row are taken together: a process killed mid render leaves a row
      // that says so, and the sweep (giveBackInterrupted) returns its unit.
      const { row: started, remaining } = await deps.db.transaction(async (tx) => {
        const rows = createDownloadsRepo(tx);
        // Counted again, in turn with this user's other requests: sent at once, all would pass
        // the check above before any had inserted its row.
        if (
          kind === 'video' &&
          (await rows.activeVideoRendersLocked(userId)) >= MAX_ACTIVE_VIDEO_RENDERS
        ) {
          throw tooManyVideoRenders();
        }
        let consumedOn: string | null = null;
        let left = 0;
        const units = createAllowanceRepo(tx);
        if (clean) {
          const taken = await units.consume(userId, deps.today());
          if (!taken.ok) throw dailyLimitReached(taken.used, taken.limit);
          consumedOn = taken.day;
          left = taken.remaining;
        } else if (session.user.membership.isActive) {
          left = await units.remaining(userId, deps.today());
        }
        const row = await rows.insert({
          ...base,
          consumedAllowanceOn: consumedOn,
        });
        return { row, remaining: left };
      });
      // The user entity (downloads.count) changed: drop cached sessions of this user.
      if (started.consumedAllowanceOn) deps.sessionCache.forgetUser(userId);

      deps.counters?.download(kind, !clean);
      if (kind === 'video') {
        await deps.videoJobs.enqueue(id, clean ? 'member' : 'free');
        return { ...present(started, item.media.thumbnailKey), remaining, downloadId: id };
      }
      const fileKey = `private/downloads/${userId}/${id}.png`;
      let thumbnailKey: string | null = null;
      try {
        const [original, stockThumbnail] = await Promise.all([
          deps.storage.get(item.media.originalKey),
          deps.storage.get(item.media.thumbnailKey).catch(() => null),
        ]);
        const rendered = await deps.media.renderDownload({
          original,
          settings,
          logo,
          watermark: !clean,
          thumbnail: stockThumbnail,
        });
        await deps.storage.put(fileKey, rendered.png, 'image/png');
        if (rendered.thumbnail) {
          thumbnailKey = `private/downloads/${userId}/${id}.webp`;
          await deps.storage.put(thumbnailKey, rendered.thumbnail, 'image/webp');
        }
        const ready = {
          status: 'ready' as const,
          progress: 100,
          fileKey,
          thumbnailKey,
          bytes: rendered.png.length,
        };
        await downloads.update(id, ready);
        await downloads.countMediaDownload(mediaId);
        deps.counters?.render('image', !clean);
        return {
          ...present({ ...started, ...ready }, item.media.thumbnailKey),
          remaining,
          downloadId: id,
        };
      } catch (error) {
        // Nothing half-made stays: no row for a download that never was, no file without a row.
        await deps.storage.delete(fileKey).catch(() => {});
        if (thumbnailKey) await deps.storage.delete(thumbnailKey).catch(() => {});
        await deps.db.transaction(async (tx) => {
          await createDownloadsRepo(tx).remove(id);
          if (started.consumedAllowanceOn) {
            await createAllowanceRepo(tx).giveBack(userId, started.consumedAllowanceOn);
          }
        });
        if (started.consumedAllowanceOn) deps.sessionCache.forgetUser(userId);
        throw error;
      }
    },

    /**
     * Gives back the units of image renders that a dead process began and never finished
     * (`kill -9` mid render), and marks them failed. Run at start-up and now and then after:
     * a render is begun at most INTERRUPTED_AFTER_MS ago by a live process.
     */
    async giveBackInterrupted(now = new Date()): Promise<number> {
      const startedBefore = new Date(now.getTime() - INTERRUPTED_AFTER_MS);
      const users = new Set<string>();
      const failed = await deps.db.transaction(async (tx) => {
        const rows = await createDownloadsRepo(tx).failInterruptedImages(
          startedBefore,
          'This download was interrupted; please try again',
        );
        for (const row of rows) {
          if (!row.consumedOn) continue;
          await createAllowanceRepo(tx).giveBack(row.userId, row.consumedOn);
          users.add(row.userId);
        }
        return rows.length;
      });
      for (const userId of users) deps.sessionCache.forgetUser(userId);
      return failed;
    },

    /**
     * The same design again, from a history entry whose link has expired or been used up: a new
     * render with the stored settings and logo (a clean one costs a unit, as any download).
     */
    async regenerate(session: CurrentSession, id: string): Promise<DownloadResult> {
      const row = await downloads.find(id, session.user._id);
      if (!row) throw notFound('Download not found');
      const { mediaId, settings, logoId, watermarked } = row.download;
      if (!mediaId) throw notFound('This design no longer exists');
      return this.create(session, mediaId, {
        settings: restoreSettings(settings),
        logoId,
        watermark: watermarked,
      });
    },

    /**
     * The WhatsApp Status size (1080×1920) of an image download the user already has: the same
     * design (its stored settings, logo and watermark), fitted into the frame. It is part of that
     * download, so it takes no unit and shares its link: only while the link is alive, and its
     * fetches count among the link's 3 uses. Rendered once; asking again returns the same file.
     */
    async statusSize(session: CurrentSession, id: string) {
      const found = await downloads.find(id, session.user._id);
      if (!found) throw notFound('Download not found');
      const row = found.download;
      if (row.kind !== 'image' || !row.mediaId) {
        throw new AppError({
          statusCode: 409,
          message: 'The Status size is made for image designs',
          code: 'STATUS_SIZE_IMAGES_ONLY',
        });
      }
      const refused = notDeliverable(row);
      if (refused) throw refused;
      if (row.expiresAt <= new Date() || row.uses >= DOWNLOAD_LINK_USES) throw usedUp();

      const key = statusKey(row);
      if (!(await deps.storage.exists(key))) {
        let rendering = statusRenders.get(key);
        if (!rendering) {
          rendering = renderStatusFile(row, key).finally(() => statusRenders.delete(key));
          statusRenders.set(key, rendering);
        }
        await rendering;
      }
      const presented = present(row, found.thumbnailKey);
      return {
        ...presented,
        url: `${presented.url}?size=status`,
        fileName: statusFileName(row.fileName),
        ...STATUS_SIZE,
      };
    },

    /** A unit for the custom editor, which composes in the browser (spec §4). */
    async consumeForCustomEditor(session: CurrentSession): Promise<number> {
      if (!session.user.membership.isActive) {
        throw new AppError({
          statusCode: 403,
          message: 'The custom editor is for members',
          code: 'MEMBERS_ONLY',
        });
      }
      const taken = await allowance.consume(session.user._id, deps.today());
      if (!taken.ok) throw dailyLimitReached(taken.used, taken.limit);
      deps.sessionCache.forgetUser(session.user._id);
      return taken.remaining;
    },

    async get(userId: string, id: string): Promise<Download> {
      const row = await downloads.find(id, userId);
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

    /**
     * Opens a download's file for `GET` or `HEAD`, with an optional `Range`. The link's rule
     * (72 h, 3 uses, spec §9) counts a use once per transfer: a GET that starts at byte 0 (the
     * whole file, or a first range). A HEAD is free, and so is a range that starts later: it
     * continues a transfer already counted (a browser resuming, a player seeking), so it needs
     * an unexpired link that has been used at least once.
     */
    async openFile(
      userId: string,
      id: string,
      request: { method: string; range: string | undefined; size?: DownloadSize },
    ) {
      const found = await downloads.find(id, userId);
      if (!found) throw notFound('Download not found');
      const row = found.download;
      const refused = notDeliverable(row);
      if (refused) throw refused;
      const now = new Date();
      if (row.expiresAt <= now) throw usedUp();

      // The Status size is a second file of the same download: the same owner, life and uses.
      const status = request.size === 'status';
      if (status && !(await deps.storage.exists(statusKey(row)))) {
        throw notFound('Make the Status size of this download first');
      }
      const fileKey = status ? statusKey(row) : (row.fileKey as string);
      const head = request.method === 'HEAD';
      // A file whose size the row does not keep is opened once, for its size and its bytes.
      const opened = status || row.bytes === null ? await deps.storage.stream(fileKey) : null;
      const size = opened?.size ?? (row.bytes as number);
      const range = parseByteRange(head ? undefined : request.range, size);
      try {
        if (range.kind === 'unsatisfiable') {
          throw new AppError({
            statusCode: 416,
            message: 'The requested range is outside the file',
            code: 'RANGE_NOT_SATISFIABLE',
          });
        }
        const continues = range.kind === 'partial' && range.start > 0;
        if (head) {
          if (row.uses >= DOWNLOAD_LINK_USES) throw usedUp();
        } else if (continues) {
          if (row.uses < 1) throw usedUp();
        } else if (!(await downloads.takeUse(id, userId, now))) {
          throw usedUp();
        }
      } catch (error) {
        opened?.body.destroy();
        throw error;
      }
      if (head) opened?.body.destroy();
      const file = head ? null : (opened ?? (await deps.storage.stream(fileKey)));
      return {
        size,
        range: range.kind === 'partial' ? { start: range.start, end: range.end } : null,
        body: file
          ? range.kind === 'partial'
            ? file.body.pipe(sliceStream(range.start, range.end))
            : file.body
          : null,
        fileName: status ? statusFileName(row.fileName) : row.fileName,
        contentType: status ? 'image/png' : row.contentType,
      };
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
