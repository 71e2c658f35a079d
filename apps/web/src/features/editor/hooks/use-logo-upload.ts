import { LOGO_MAX_BYTES } from '@stamp/shared/schemas/brand-kit-limits';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { uploadLogo, useInvalidateBrandKit } from '../api/brand-kit';
import type { LogoChoice } from '../lib/design-storage';
import { keepVisitorLogo, LOGO_TOO_LARGE } from '../lib/visitor-logo';
import { t } from '../messages';

/**
 * A logo picked in the editor: into the brand kit for a signed-in user (offered on every item
 * from then on); kept on this device for a visitor (across reloads) until they log in.
 */
export function useLogoUpload(isLoggedIn: boolean, setLogo: (logo: LogoChoice) => void) {
  const invalidateKit = useInvalidateBrandKit();
  const [uploadingLogo, setUploadingLogo] = useState(false);

  async function addLogo(file: File) {
    setUploadingLogo(true);
    try {
      if (!isLoggedIn) {
        await keepVisitorLogo(file);
        setLogo({ logoId: null, localLogo: true });
        return;
      }
      // Said at once, rather than after sending megabytes the server would refuse.
      if (file.size > LOGO_MAX_BYTES) throw new ApiError(400, LOGO_TOO_LARGE);
      const added = await uploadLogo(file);
      await invalidateKit();
      setLogo({ logoId: added._id, localLogo: false });
      toast.success(t('logo.added'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('logo.failed'));
    } finally {
      setUploadingLogo(false);
    }
  }

  return { addLogo, uploadingLogo };
}
