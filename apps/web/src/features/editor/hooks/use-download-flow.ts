import type { Media } from '@stamp/shared/schemas/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { dailyLimitText, showDownloadError } from '../../../lib/download-error';
import { fetchDownloadFile } from '../../../lib/download-file';
import { toast } from '../../../lib/toast';
import { getUser, type User, userQueryKey } from '../../../lib/user';
import { useInvalidateBrandKit } from '../api/brand-kit';
import { requestDownload, waitForDownload } from '../api/download';
import { requestStatusSize } from '../api/status-size';
import { type LogoChoice, type SavedDesign, stashPendingDesign } from '../lib/design-storage';
import { moveVisitorLogoToBrandKit } from '../lib/visitor-logo';
import { t } from '../messages';
import { useSaveOrShare } from './use-save-or-share';
import { useStatusSize } from './use-status-size';

export type DownloadPhase =
  | { kind: 'idle' }
  | { kind: 'rendering'; progress: number | null; video: boolean }
  | { kind: 'share'; blob: Blob; fileName: string };

/**
 * The download flow of spec §4: logged out → the design waits in session storage while the
 * visitor logs in and the download then runs by itself; the membership is re-read before
 * each download; a member with downloads left gets the clean file, anyone else the premium
 * modal (buy, or take it with the watermark); the user is refreshed afterwards.
 */
export function useDownloadFlow({
  media,
  design,
  setLogo,
}: {
  media: Media;
  design: SavedDesign;
  setLogo(logo: LogoChoice): void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const invalidateBrandKit = useInvalidateBrandKit();
  const [work, setWork] = useState<Exclude<DownloadPhase, { kind: 'share' }>>({ kind: 'idle' });
  const saver = useSaveOrShare(
    t('download.fallback'),
    JSON.stringify([design.settings, design.logoId]),
  );
  const { offer, handOver, share } = saver;
  const phase: DownloadPhase = offer ? { kind: 'share', ...offer } : work;
  const [premiumOpen, setPremiumOpen] = useState(false);
  const busy = useRef(false);
  // The image download just made, whose Status size the server can render.
  const [made, setMade] = useState<string | null>(null);
  const status = useStatusSize(saver, t('share.statusFallback'));

  /**
   * The logo id to render with. A visitor's logo (picked before logging in) joins the brand
   * kit first, read from the device as a Blob: never through `fetch`, which the page's CSP
   * rightly refuses for `data:` and `blob:` URLs.
   */
  const logoIdFor = useCallback(
    async (chosen: SavedDesign): Promise<string | null> => {
      if (!chosen.localLogo || !chosen.settings.logoEnabled) return chosen.logoId;
      const moved = await moveVisitorLogoToBrandKit().catch((error: unknown) => {
        throw new ApiError(
          0,
          error instanceof ApiError
            ? t('download.logoNotAddedWhy', { why: error.message })
            : t('download.logoNotAdded'),
        );
      });
      if (!moved) {
        throw new ApiError(0, t('download.logoGone'));
      }
      setLogo({ logoId: moved, localLogo: false });
      void invalidateBrandKit();
      return moved;
    },
    [setLogo, invalidateBrandKit],
  );

  const run = useCallback(
    async (watermark: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setWork({ kind: 'rendering', progress: null, video: media.type === 'video' });
      try {
        const logoId = await logoIdFor(design);
        let result = await requestDownload(media._id, {
          settings: design.settings,
          logoId,
          watermark,
        });
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
        if (result.status !== 'ready') {
          const ready = await waitForDownload(result.downloadId, (d) =>
            setWork({ kind: 'rendering', progress: d.progress, video: true }),
          );
          result = { ...result, ...ready };
        }
        if (!result.url) throw new ApiError(500, t('download.notPrepared'));
        const blob = await fetchDownloadFile(result.url);
        setWork({ kind: 'idle' });
        setMade(result.type === 'image' ? result.downloadId : null);
        await handOver(
          blob,
          result.fileName,
          watermark ? t('download.downloadedWatermark') : t('download.downloaded'),
        );
      } catch (error) {
        setWork({ kind: 'idle' });
        showDownloadError(error, t('download.fallback'));
      } finally {
        busy.current = false;
      }
    },
    [media, design, logoIdFor, queryClient, handOver],
  );

  /**
   * 'Status size': the download just made, again at 1080×1920 for WhatsApp Status. The server
   * renders it from that download (its design, its watermark rule) and takes no unit for it.
   */
  const statusSize = useCallback(async () => {
    if (!made) return;
    await status.make(async () => {
      const file = await requestStatusSize(made);
      if (!file.url) throw new ApiError(500, t('download.notPrepared'));
      return { blob: await fetchDownloadFile(file.url), fileName: file.fileName };
    });
  }, [made, status.make]);

  /** The download button. */
  const start = useCallback(async () => {
    if (busy.current) return;
    let fresh: User | null;
    try {
      fresh = await queryClient.fetchQuery({
        queryKey: userQueryKey,
        queryFn: getUser,
        staleTime: 0,
      });
    } catch (error) {
      // Not an answer about the visitor (that is a 401, read as null): say so, send nobody away.
      showDownloadError(error, t('download.fallback'));
      return;
    }
    if (!fresh) {
      stashPendingDesign(media._id, design);
      navigate(paths.login, { state: { from: location.pathname, action: 'download' } });
      return;
    }
    if (!fresh.membership.isActive) {
      setPremiumOpen(true);
      return;
    }
    if (fresh.downloads.count <= 0) {
      toast.error(dailyLimitText());
      return;
    }
    await run(false);
  }, [queryClient, media._id, design, navigate, location.pathname, run]);

  /**
   * 'Buy Subscription' in the premium modal: the design waits while the visitor pays. Checkout
   * itself sends a visitor without a session to log in first and back to checkout, then here.
   */
  const buySubscription = useCallback(() => {
    stashPendingDesign(media._id, design);
    navigate(paths.checkout, { state: { from: location.pathname, action: 'checkout' } });
  }, [media._id, design, navigate, location.pathname]);

  return {
    phase,
    start,
    downloadWithWatermark: () => {
      setPremiumOpen(false);
      void run(true);
    },
    buySubscription,
    share,
    /** The file last handed over (the download, or its Status size), for WhatsApp. */
    delivered: saver.delivered,
    shareToWhatsApp: saver.shareToWhatsApp,
    /** Whether the Status size can be asked for now: an image download, not yet in that size. */
    canStatusSize: status.available && made !== null,
    statusSize,
    statusBusy: status.busy,
    premiumOpen,
    setPremiumOpen,
  };
}
