import type { BrandKit } from '@stamp/shared/schemas/brand-kit';
import type { EditorPanelProps } from '../components/EditorPanel';
import type { useDesign } from './use-design';
import { useLogoUpload } from './use-logo-upload';

type DesignPanelProps = Pick<
  EditorPanelProps,
  'design' | 'update' | 'onReset' | 'logos' | 'onChooseLogo' | 'onUploadLogo' | 'uploadingLogo'
>;

/**
 * The settings panel wired to a design, for both editors: its controls, the brand kit's logos,
 * and a logo upload (into the brand kit, or kept on the device for a visitor).
 */
export function useDesignPanel(
  { design, update, reset, setLogo }: ReturnType<typeof useDesign>,
  kit: BrandKit | undefined,
  isLoggedIn: boolean,
): DesignPanelProps {
  const { addLogo, uploadingLogo } = useLogoUpload(isLoggedIn, setLogo);
  return {
    design,
    update,
    onReset: reset,
    logos: kit?.logos ?? [],
    onChooseLogo: (logoId) => setLogo({ logoId, localLogo: false }),
    onUploadLogo: (file) => void addLogo(file),
    uploadingLogo,
  };
}
