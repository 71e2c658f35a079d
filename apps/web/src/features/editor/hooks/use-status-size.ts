import { useCallback, useRef, useState } from 'react';
import { type ErrorClass, showDownloadError } from '../../../lib/download-error';
import { t } from '../messages';
import type { useSaveOrShare } from './use-save-or-share';

const NONE: readonly ErrorClass[] = [];

/**
 * 'Status size' for both editors: the file just handed over, again at 1080×1920 for WhatsApp
 * Status, made by `render` (the server for an item, this browser for the custom editor's own
 * image). One at a time, its work shown (`busy`), offered while the file at hand is a download
 * and not already its Status size; the result is handed over like any file.
 */
export function useStatusSize(
  saver: Pick<ReturnType<typeof useSaveOrShare>, 'delivered' | 'handOver'>,
  fallback: string,
  readable: readonly ErrorClass[] = NONE,
) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const { handOver } = saver;

  const make = useCallback(
    async (render: () => Promise<{ blob: Blob; fileName: string }>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        const { blob, fileName } = await render();
        await handOver(blob, fileName, t('share.statusSaved'), 'status');
      } catch (error) {
        showDownloadError(error, fallback, readable);
      } finally {
        setBusy(false);
        running.current = false;
      }
    },
    [handOver, fallback, readable],
  );

  return { busy, make, available: saver.delivered?.kind === 'download' };
}
