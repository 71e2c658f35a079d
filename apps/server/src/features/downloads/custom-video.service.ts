import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import { editorSettingsSchema } from '@stamp/shared/editor/settings-schema';
import { CUSTOM_VIDEO_FILE_NAME, CUSTOM_VIDEO_TITLE } from '@stamp/shared/schemas/custom-editor';
import type { DownloadResult } from '@stamp/shared/schemas/downloads';
import { isId } from '@stamp/shared/schemas/ids';
import { demuxerFor } from '../../adapters/media/ffmpeg-args';
import type { MediaTools } from '../../adapters/media/media-tools';
import { peekFile, sniffMedia } from '../../adapters/media/sniff';
import { probeVideo } from '../../adapters/media/video-renditions';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { UnsupportedMediaError, UnusableMediaError } from '../../lib/media-errors';
import type { UploadedFile } from '../../lib/uploaded-file';
import type { CurrentSession, SessionUserInvalidation } from '../account/account.service';
import { createAllowanceRepo } from './allowance.repo';
import { createBrandKitRepo } from './brand-kit.repo';
import { createDownloadsRepo } from './downloads.repo';
import {
  DOWNLOAD_LINK_MS,
  type DownloadsService,
  dailyLimitReached,
  type VideoJobQueue,
} from './downloads.service';
import { customVideoProblem, MAX_ACTIVE_VIDEO_RENDERS, tooManyVideoRenders } from './video-limits';

// ffprobe reads headers and a few packets: seconds at most, even for a large file.
const PROBE_TIMEOUT_MS = 30_000;

/** A member's upload, on a temporary file the route owns, with the form's text fields. */

export interface CustomVideoServiceDeps {
  db: Database;
  storage: Storage;
  media: MediaTools;
  sessionCache: SessionUserInvalidation;
  videoJobs: VideoJobQueue;
  present: DownloadsService['present'];
  /** The allowance day (YYYY-MM-DD in the business time zone). */
  today: () => string;
}

export const membersOnly = () =>
  new AppError({
    statusCode: 403,
    message: 'The custom editor is for members',
    code: 'MEMBERS_ONLY',
  });

/**
 * The custom editor's video (spec §1: "upload your own image or video"): a member's own clip
 * goes through the same render job as a catalog video, with the member's upload as its source.
 * It costs one unit of the daily allowance like any clean download, taken before the upload is
 * read (a member with none left is refused before sending 100 MB) and given back if anything
 * after that fails, the render included (video-jobs.ts).
 */
export function createCustomVideoService(deps: CustomVideoServiceDeps) {
  const downloads = createDownloadsRepo(deps.db);
  const allowance = createAllowanceRepo(deps.db);
  const brandKit = createBrandKitRepo(deps.db);

  return {
    assertMember(session: CurrentSession): void {
      if (!session.user.membership.isActive) throw membersOnly();
    },

    async create(
      session: CurrentSession,
      receive: () => Promise<UploadedFile>,
    ): Promise<DownloadResult> {
      this.assertMember(session);
      const userId = session.user._id;
      if ((await downloads.activeVideoRenders(userId)) >= MAX_ACTIVE_VIDEO_RENDERS) {
        throw tooManyVideoRenders();
      }
      const taken = await allowance.consume(userId, deps.today());
      if (!taken.ok) throw dailyLimitReached(taken.used, taken.limit);
      deps.sessionCache.forgetUser(userId);

      let sourceKey: string | null = null;
      try {
        const upload = await receive();
        try {
          const sniffed = sniffMedia((await peekFile(upload.path)).head);
          if (sniffed?.kind !== 'video') {
            throw new UnsupportedMediaError(
              'This file is not a video. Upload an MP4, MOV, WebM or MKV video.',
            );
          }
          // Checked before anything is stored or queued: the picture and length are the work.
          const probe = await probeVideo(upload.path, demuxerFor(sniffed.format), {
            binaries: await deps.media.ffmpeg(),
            timeoutMs: PROBE_TIMEOUT_MS,
          });
          const problem = customVideoProblem(probe);
          if (problem) throw new UnusableMediaError(problem);
          const settings = parseSettings(upload.fields.settings);
          const logoId = settings.logoEnabled ? await ownLogo(userId, upload.fields.logoId) : null;

          const id = newId();
          sourceKey = `private/custom/${userId}/${id}.${sniffed.ext}`;
          await deps.storage.putFile(sourceKey, upload.path, sniffed.mime);
          const row = await deps.db.transaction(async (tx) => {
            const rows = createDownloadsRepo(tx);
            // Counted again, in turn with this member's other uploads: sent at once, each
            // passed the first check while the others were still streaming in.
            if ((await rows.activeVideoRendersLocked(userId)) >= MAX_ACTIVE_VIDEO_RENDERS) {
              throw tooManyVideoRenders();
            }
            return rows.insert({
              id,
              userId,
              mediaId: null,
              sourceKey,
              title: CUSTOM_VIDEO_TITLE,
              kind: 'video',
              settings,
              logoId,
              watermarked: false,
              consumedAllowanceOn: taken.day,
              status: 'queued',
              contentType: 'video/mp4',
              fileName: CUSTOM_VIDEO_FILE_NAME,
              expiresAt: new Date(Date.now() + DOWNLOAD_LINK_MS),
            });
          });
          await deps.videoJobs.enqueue(id, 'member');
          return { ...deps.present(row, null), remaining: taken.remaining, downloadId: id };
        } finally {
          await upload.cleanup();
        }
      } catch (error) {
        if (sourceKey) await deps.storage.delete(sourceKey).catch(() => {});
        await allowance.giveBack(userId, taken.day);
        deps.sessionCache.forgetUser(userId);
        throw error;
      }
    },
  };

  async function ownLogo(userId: string, logoId: string | undefined): Promise<string | null> {
    if (!logoId) return null;
    const logo = isId(logoId) ? await brandKit.logo(logoId, userId) : undefined;
    if (!logo) throw notFound('That logo is no longer in your brand kit');
    return logo.id;
  }
}
export type CustomVideoService = ReturnType<typeof createCustomVideoService>;

/** The `settings` field: the editor's settings as JSON, checked by the editor's own schema. */
function parseSettings(raw: string | undefined) {
  if (raw === undefined || raw === '') return EDITOR_DEFAULTS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('The design settings could not be read', { settings: 'Must be JSON' });
  }
  const parsed = editorSettingsSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue ? `settings.${issue.path.join('.')}` : 'settings';
    const message = issue?.message ?? 'Invalid design settings';
    throw badRequest(message, { [field]: message });
  }
  return parsed.data;
}
