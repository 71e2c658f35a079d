import { useCallback, useRef, useState } from 'react';
import { showDownloadError } from '../../../lib/download-error';
import { offersShareSheet, saveFile } from '../../../lib/save-file';
import { shareOnWhatsApp } from '../../../lib/share-whatsapp';
import { toast } from '../../../lib/toast';
import { t } from '../messages';

/** A finished file waiting for the tap that opens the share sheet. */
export interface FileOffer {
  blob: Blob;
  fileName: string;
}

/** What a file handed over is: a download, or the Status size of one. */
export type FileKind = 'download' | 'status';

/**
 * Hands a finished file to the person, for both editors. Where the share sheet is how files
 * are saved (phones; iOS saves to Photos from it), a browser opens it only on a fresh tap, and
 * preparing the file took a while: the file is then offered behind a 'Save or share' button.
 * Anywhere else it is saved at once. The last file handed over stays at hand for 'Share on
 * WhatsApp' while the design on screen is the one it was made from (`designKey`, any string that
 * changes with the design).
 */
export function useSaveOrShare(fallback: string, designKey: string) {
  const [offer, setOffer] = useState<FileOffer | null>(null);
  const [last, setLast] = useState<(FileOffer & { kind: FileKind; designKey: string }) | null>(
    null,
  );
  const currentKey = useRef(designKey);
  currentKey.current = designKey;
  const delivered = last?.designKey === designKey ? last : null;

  /** Saves the file, or offers it; says which. */
  const handOver = useCallback(
    async (
      blob: Blob,
      fileName: string,
      saved: string,
      kind: FileKind = 'download',
    ): Promise<'saved' | 'offered'> => {
      setLast({ blob, fileName, kind, designKey: currentKey.current });
      if (offersShareSheet()) {
        setOffer({ blob, fileName });
        return 'offered';
      }
      await saveFile(blob, fileName);
      toast.success(saved);
      return 'saved';
    },
    [],
  );

  /** The 'Save or share' tap. */
  const share = useCallback(async () => {
    if (!offer) return;
    try {
      await saveFile(offer.blob, offer.fileName);
      setOffer(null);
    } catch (error) {
      showDownloadError(error, fallback);
    }
  }, [offer, fallback]);

  /** The 'Share on WhatsApp' tap: the file to the share sheet, or downloaded with a wa.me tab. */
  const shareToWhatsApp = useCallback(
    async (caption: string) => {
      if (!delivered) return;
      try {
        const how = await shareOnWhatsApp(delivered.blob, delivered.fileName, caption);
        setOffer(null);
        if (how === 'linked') toast.success(t('share.linked'));
      } catch {
        toast.error(t('share.failed'));
      }
    },
    [delivered],
  );

  return { offer, delivered, handOver, share, shareToWhatsApp };
}
