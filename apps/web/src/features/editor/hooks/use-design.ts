import { EDITOR_DEFAULTS, type EditorSettings } from '@stamp/shared/editor/settings';
import type { BrandKit } from '@stamp/shared/schemas/brand-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { brandBannerText } from '../components/BrandSection';
import {
  type LogoChoice,
  loadItemDesign,
  type SavedDesign,
  saveItemDesign,
} from '../lib/design-storage';

const SAVE_DELAY_MS = 300;

/**
 * One item's design: what was saved for it on this device, else the brand kit's defaults (and
 * default logo), else the spec's defaults. Every change is saved for the item (spec §3).
 * `?brand=kit` in the address (a reminder e-mail's links) starts from the brand kit even where
 * this device saved a design: the item opens as the e-mail's picture showed it.
 * `inBrowser` false (the server's render and hydration) leaves the device's storage unread.
 */
export function useDesign(mediaId: string, kit: BrandKit | undefined, inBrowser = true) {
  const [search] = useSearchParams();
  const fromKit = search.get('brand') === 'kit';
  const bannerText = brandBannerText(kit);
  const base = useMemo<EditorSettings>(
    () => ({ ...EDITOR_DEFAULTS, ...(kit?.defaults ?? {}), bannerText }),
    [kit?.defaults, bannerText],
  );
  const readSaved = () => (fromKit ? null : loadItemDesign(mediaId, base));
  // Read from storage once, on the first render in the browser: `useRef(load())` would parse it
  // on every render, that is on every tick of a slider. The server's HTML, and the hydration that
  // must match it, show the defaults; the saved design comes with the render after hydration.
  const [readFromDevice, setReadFromDevice] = useState(inBrowser);
  const [saved] = useState(() => (inBrowser ? readSaved() : null));
  const [design, setDesign] = useState<SavedDesign>(
    () => saved ?? { settings: base, logoId: null, localLogo: false },
  );
  const touched = useRef(saved !== null);
  if (inBrowser && !readFromDevice) {
    // Set during render, so the saved design is in the same commit as the rest of the editor.
    setReadFromDevice(true);
    const later = readSaved();
    if (later) {
      touched.current = true;
      setDesign(later);
    }
  }

  // The brand kit arrives after the first render: an untouched design takes its defaults then.
  useEffect(() => {
    if (!kit || touched.current) return;
    setDesign({
      settings: base,
      logoId: kit.defaultLogoId ?? kit.logos[0]?._id ?? null,
      localLogo: false,
    });
  }, [kit, base]);

  useEffect(() => {
    if (!touched.current) return;
    const timer = setTimeout(() => saveItemDesign(mediaId, design), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mediaId, design]);
  // A reload, a closed tab or a move to another page within the delay still keeps the last
  // change: the save is made at once then.
  const latest = useRef(design);
  latest.current = design;
  useEffect(() => {
    const flush = () => {
      if (touched.current) saveItemDesign(mediaId, latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [mediaId]);

  const update = useCallback((patch: Partial<EditorSettings>) => {
    touched.current = true;
    setDesign((d) => ({ ...d, settings: { ...d.settings, ...patch } }));
  }, []);
  const setLogo = useCallback((logo: LogoChoice) => {
    touched.current = true;
    setDesign((d) => ({ ...d, ...logo, settings: { ...d.settings, logoEnabled: true } }));
  }, []);
  const replace = useCallback((next: SavedDesign) => {
    touched.current = true;
    setDesign(next);
  }, []);
  const reset = useCallback(() => {
    touched.current = true;
    setDesign({ settings: base, logoId: kit?.defaultLogoId ?? null, localLogo: false });
  }, [base, kit?.defaultLogoId]);

  return { design, base, update, setLogo, replace, reset };
}
