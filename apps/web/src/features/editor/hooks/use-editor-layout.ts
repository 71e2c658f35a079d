import { useCallback, useState } from 'react';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useCloseSheetOnScroll } from '../components/BottomSheet';

/** Where an editor's settings move from the phone's sheet into a side panel. */
export type PanelFrom = 'md' | 'lg';

const MIN_WIDTH: Record<PanelFrom, string> = {
  md: '(min-width: 768px)',
  lg: '(min-width: 1024px)',
};

/**
 * The editor shell's state, for both editors: whether the side panel shows (`wide`), and on
 * narrower screens the settings sheet, which closes when the page scrolls (spec §2).
 */
export function useEditorLayout(from: PanelFrom) {
  const wide = useMediaQuery(MIN_WIDTH[from]);
  const [sheetOpen, setSheetOpen] = useState(false);
  useCloseSheetOnScroll(
    !wide && sheetOpen,
    useCallback(() => setSheetOpen(false), []),
  );
  return { wide, sheetOpen, setSheetOpen };
}
