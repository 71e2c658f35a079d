import type { BrandKit } from '@stamp/shared/schemas/brand-kit';
import type { SavedDesign } from '../lib/design-storage';
import { useLogoImage } from './use-logo-image';

/**
 * The logo a design draws, loaded for the preview: the visitor's own (kept on this device until
 * they sign in) or the brand-kit logo the design names.
 */
export function useEditorLogo(
  design: SavedDesign,
  kit: BrandKit | undefined,
  visitorLogoUrl: string | null = null,
) {
  const src = design.localLogo
    ? visitorLogoUrl
    : (kit?.logos.find((logo) => logo._id === design.logoId)?.url ?? null);
  return useLogoImage(src);
}
