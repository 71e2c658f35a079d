import type { Media } from '@stamp/shared/schemas/catalog';
import { DAILY_LIMIT_MESSAGE } from '@stamp/shared/schemas/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { getUser, userQueryKey } from '../../account/api/get-user';
import { uploadLogo, useInvalidateBrandKit } from '../api/brand-kit';
import { fetchDownloadFile, requestDownload, waitForDownload } from '../api/download';
import { type SavedDesign, stashPendingDesign } from '../lib/design-storage';
import { offersShareSheet, saveFile } from '../lib/save-file';

export type DownloadPhase =
  | { kind: 'idle' }
  | { kind: 'rendering'; progress: number | null; video: boolean }
  | { kind: 'share'; blob: Blob; fileName: string };

const LIMIT_TOAST = 'You have reached your daily downloads limit';

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
  setLogo(logo: Pick<SavedDesign, 'logoId' | 'logoDataUrl'>): void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const invalidateBrandKit = useInvalidateBrandKit();
  const [phase, setPhase] = useState<DownloadPhase>({ kind: 'idle' });
  const [premiumOpen, setPremiumOpen] = useState(false);
  const busy = useRef(false);

  const run = useCallback(
    async (watermark: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setPhase({ kind: 'rendering', progress: null, video: media.type === 'video' });
      try {
        let logoId = design.logoId;
        if (design.logoDataUrl && design.settings.logoEnabled) {
          // A logo picked before logging in joins the brand kit now, for every later design.
          const blob = await (await fetch(design.logoDataUrl)).blob();
          logoId = (await uploadLogo(blob))._id;
          setLogo({ logoId, logoDataUrl: null });
          void invalidateBrandKit();
        }
        let result = await requestDownload(media._id, {
          settings: design.settings,
          logoId,
          watermark,
        });
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
        if (result.status !== 'ready') {
          const ready = await waitForDownload(result.downloadId, (d) =>
            setPhase({ kind: 'rendering', progress: d.progress, video: true }),
          );
          result = { ...result, ...ready };
        }
        if (!result.url) throw new ApiError(500, 'The file could not be prepared');
        const blob = await fetchDownloadFile(result.url);
        if (offersShareSheet()) {
          // The render took a while: sharing needs a fresh tap, so offer it instead of failing.
          setPhase({ kind: 'share', blob, fileName: result.fileName });
          return;
        }
        await saveFile(blob, result.fileName);
        toast.success(watermark ? 'Downloaded with watermark' : 'Downloaded');
        setPhase({ kind: 'idle' });
      } catch (error) {
        setPhase({ kind: 'idle' });
        if (error instanceof ApiError && error.message === DAILY_LIMIT_MESSAGE) {
          toast.error(LIMIT_TOAST);
        } else {
          toast.error(
            error instanceof ApiError ? error.message : 'Something went wrong while downloading',
          );
        }
      } finally {
        busy.current = false;
      }
    },
    [media, design, setLogo, queryClient, invalidateBrandKit],
  );

  /** The download button. */
  const start = useCallback(async () => {
    const fresh = await queryClient
      .fetchQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0 })
      .catch(() => undefined);
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
      toast.error(LIMIT_TOAST);
      return;
    }
    await run(false);
  }, [queryClient, media._id, design, navigate, location.pathname, run]);

  /** 'Buy Subscription' in the premium modal: the design waits while the visitor pays. */
  const buySubscription = useCallback(
    (loggedIn: boolean) => {
      stashPendingDesign(media._id, design);
      navigate(loggedIn ? paths.checkout : paths.login, {
        state: { from: location.pathname, action: 'checkout' },
      });
    },
    [media._id, design, navigate, location.pathname],
  );

  const share = useCallback(async () => {
    if (phase.kind !== 'share') return;
    await saveFile(phase.blob, phase.fileName);
    setPhase({ kind: 'idle' });
  }, [phase]);

  return {
    phase,
    start,
    downloadWithWatermark: () => {
      setPremiumOpen(false);
      void run(true);
    },
    buySubscription,
    share,
    premiumOpen,
    setPremiumOpen,
  };
}
