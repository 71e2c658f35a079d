import { useCallback } from 'react';
import { useInvalidateBrandKit } from '../api/brand-kit';
import { moveVisitorLogoToBrandKit } from '../lib/visitor-logo';

/**
 * After a login or sign-up: the logo the visitor picked before having an account joins their
 * brand kit, so every design of theirs can use it from now on.
 */
export function useMoveVisitorLogo(): () => Promise<string | null> {
  const invalidateBrandKit = useInvalidateBrandKit();
  return useCallback(async () => {
    const logoId = await moveVisitorLogoToBrandKit();
    if (logoId) await invalidateBrandKit();
    return logoId;
  }, [invalidateBrandKit]);
}
