import { useCallback, useState } from 'react';
import { showDownloadError } from '../../../lib/download-error';
import { offersShareSheet, saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';

/** A finished file waiting for the tap that opens the share sheet. */
export interface FileOffer {
  blob: Blob;
  fileName: string;
}

/**
 * Hands a finished file to the person, for both editors. Where the share sheet is how files
 * are saved (phones; iOS saves to Photos from it), a browser opens it only on a fresh tap, and
 * preparing the file took a while: the file is then offered behind a 'Save or share' button.
 * Anywhere else it is saved at once.
 */
export function useSaveOrShare(fallback: string) {
  const [offer, setOffer] = useState<FileOffer | null>(null);

  /** Saves the file, or offers it; says which. */
  const handOver = useCallback(
    async (blob: Blob, fileName: string, saved: string): Promise<'saved' | 'offered'> => {
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

  return { offer, handOver, share };
}
