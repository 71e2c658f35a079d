import type { OverlayLogo } from '@stamp/shared/compose/overlay';
import { useEffect, useState } from 'react';

/** The decoded logo at `src` (a brand-kit URL or a data URL), ready for the canvas, or null. */
export function useLogoImage(src: string | null): OverlayLogo | null {
  const [logo, setLogo] = useState<OverlayLogo | null>(null);
  useEffect(() => {
    setLogo(null);
    if (!src) return;
    let cancelled = false;
    const image = new Image();
    image.src = src;
    image
      .decode()
      .then(() => {
        if (!cancelled) {
          setLogo({ image, width: image.naturalWidth, height: image.naturalHeight });
        }
      })
      .catch(() => {
        // A logo that no longer loads is simply not drawn; the picker shows it as missing.
      });
    return () => {
      cancelled = true;
    };
  }, [src]);
  return logo;
}
