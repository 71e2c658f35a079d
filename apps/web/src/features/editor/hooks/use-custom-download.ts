import type { OverlayLogo } from '@stamp/shared/compose/overlay';
import { STATUS_SIZE, statusFileName } from '@stamp/shared/compose/status-frame';
import { CUSTOM_IMAGE_FILE_NAME } from '@stamp/shared/schemas/custom-editor';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { dailyLimitText, showDownloadError } from '../../../lib/download-error';
import { fetchDownloadFile } from '../../../lib/download-file';
import { toast } from '../../../lib/toast';
import { getUser, userQueryKey } from '../../../lib/user';
import { waitForDownload } from '../api/download';
import { updateDownloadCount } from '../api/update-download-count';
import { uploadCustomVideo } from '../api/upload-custom-video';
import { ComposeError, composeImage } from '../lib/compose-image';
import type { SavedDesign } from '../lib/design-storage';
import { t } from '../messages';
import type { BaseFile } from './use-base-file';
import { useSaveOrShare } from './use-save-or-share';
import { useStatusSize } from './use-status-size';

// Compose failures are written for people: their message is shown as it is.
const COMPOSE_ERRORS = [ComposeError];

export type CustomDownloadPhase =
  | { kind: 'idle' }
  | { kind: 'composing' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'rendering'; progress: number }
  | { kind: 'share'; blob: Blob; fileName: string };

/**
 * The custom editor's download (spec §4, §8). An image is composed here at its original size,
 * then the unit is taken on the server (composing first, so a failure here costs nothing), and
 * saved as custom_image.png. A video is uploaded with the design and rendered by the server's
 * video job (it takes the unit, and gives it back if the render fails), then saved as
 * custom_video.mp4. The user is refreshed after either; errors show the server's message or
 * the spec's fallback, and the daily limit the spec's own words.
 */
export function useCustomDownload({
  base,
  design,
  logo,
}: {
  base: BaseFile | null;
  design: SavedDesign;
  logo: OverlayLogo | null;
}) {
  const queryClient = useQueryClient();
  const [work, setPhase] = useState<Exclude<CustomDownloadPhase, { kind: 'share' }>>({
    kind: 'idle',
  });
  const file = base?.file;
  const designKey = `${file?.name}:${file?.size}:${file?.lastModified}:${JSON.stringify([design.settings, design.logoId])}`;
  const saver = useSaveOrShare(t('custom.fallback'), designKey);
  const { offer, handOver: offerOrSave, share, delivered, shareToWhatsApp } = saver;
  const status = useStatusSize(saver, t('custom.fallback'), COMPOSE_ERRORS);
  const phase: CustomDownloadPhase = offer ? { kind: 'share', ...offer } : work;
  const busy = useRef(false);

  const handOver = useCallback(
    async (blob: Blob, fileName: string) => {
      setPhase({ kind: 'idle' });
      await offerOrSave(blob, fileName, t('download.downloaded'));
    },
    [offerOrSave],
  );

  const start = useCallback(async () => {
    if (!base || busy.current) return;
    busy.current = true;
    const refreshUser = () => queryClient.invalidateQueries({ queryKey: userQueryKey });
    try {
      const fresh = await queryClient
        .fetchQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0 })
        .catch(() => undefined);
      // No longer a member: the page sends them to checkout as the user updates.
      if (!fresh?.membership.isActive) return;
      if (fresh.downloads.count <= 0) {
        toast.error(dailyLimitText());
        return;
      }

      if (base.kind === 'image') {
        setPhase({ kind: 'composing' });
        const png = await composeImage(base.file, { settings: design.settings, logo });
        await updateDownloadCount();
        void refreshUser();
        await handOver(png, CUSTOM_IMAGE_FILE_NAME);
        return;
      }

      setPhase({ kind: 'uploading', progress: 0 });
      const logoId = design.settings.logoEnabled ? design.logoId : null;
      const queued = await uploadCustomVideo(
        base.file,
        { settings: design.settings, logoId },
        (progress) => setPhase({ kind: 'uploading', progress }),
      );
      void refreshUser();
      setPhase({ kind: 'rendering', progress: queued.progress });
      const ready = await waitForDownload(queued.downloadId, (d) =>
        setPhase({ kind: 'rendering', progress: d.progress }),
      ).catch((error: unknown) => {
        // A failed render gave the unit back.
        void refreshUser();
        throw error;
      });
      if (!ready.url) throw new ApiError(500, t('download.notPrepared'));
      await handOver(await fetchDownloadFile(ready.url), ready.fileName);
    } catch (error) {
      setPhase({ kind: 'idle' });
      showDownloadError(error, t('custom.fallback'), [ComposeError]);
    } finally {
      busy.current = false;
    }
  }, [base, design, logo, queryClient, handOver]);

  /**
   * 'Status size' of the member's own image: composed here like the download, fitted into
   * 1080×1920. The same download: no unit is taken for it.
   */
  const statusSize = useCallback(async () => {
    if (base?.kind !== 'image') return;
    await status.make(async () => ({
      blob: await composeImage(base.file, { settings: design.settings, logo }, STATUS_SIZE),
      fileName: statusFileName(CUSTOM_IMAGE_FILE_NAME),
    }));
  }, [base, design.settings, logo, status.make]);

  return {
    phase,
    start,
    share,
    delivered,
    shareToWhatsApp,
    canStatusSize: status.available && base?.kind === 'image',
    statusSize,
    statusBusy: status.busy,
  };
}
