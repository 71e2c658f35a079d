import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { uploadLogo, useInvalidateBrandKit } from '../api/brand-kit';
import type { SavedDesign } from '../lib/design-storage';
import { shrinkLogo } from '../lib/save-file';

/**
 * A logo picked in the editor: into the brand kit for a signed-in user (offered on every item
 * from then on); kept on this device for a visitor until they log in to download.
 */
export function useLogoUpload(
  isLoggedIn: boolean,
  setLogo: (logo: Pick<SavedDesign, 'logoId' | 'logoDataUrl'>) => void,
) {
  const invalidateKit = useInvalidateBrandKit();
  const [uploadingLogo, setUploadingLogo] = useState(false);

  async function addLogo(file: File) {
    setUploadingLogo(true);
    try {
      if (!isLoggedIn) {
        setLogo({ logoId: null, logoDataUrl: await shrinkLogo(file) });
        return;
      }
      const added = await uploadLogo(file);
      await invalidateKit();
      setLogo({ logoId: added._id, logoDataUrl: null });
      toast.success('Logo added to your brand kit');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The logo could not be added');
    } finally {
      setUploadingLogo(false);
    }
  }

  return { addLogo, uploadingLogo };
}
