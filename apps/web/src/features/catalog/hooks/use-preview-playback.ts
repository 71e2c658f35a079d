import { type RefObject, useEffect, useState } from 'react';
import { useMediaQuery } from '../../../hooks/use-media-query';

// One preview plays at a time: a phone screen holds several cards, and each one costs data.
let playingNow: HTMLVideoElement | null = null;

/** Call from a preview's onPlay: pauses whichever preview was playing before. */
export function claimPlayback(video: HTMLVideoElement) {
  if (playingNow && playingNow !== video) playingNow.pause();
  playingNow = video;
}

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return Boolean(connection?.saveData);
}

/**
 * When a video card should play its muted preview (DESIGN.md): while hovered or focused on
 * devices with a mouse, while mostly in view on touch screens. Never automatically for people
 * who ask for reduced motion or less data.
 */
export function usePreviewPlayback(target: RefObject<HTMLElement | null>, enabled: boolean) {
  const canHover = useMediaQuery('(hover: hover) and (pointer: fine)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [hovered, setHovered] = useState(false);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!enabled || canHover || reducedMotion || savesData() || !element) return;
    const observer = new IntersectionObserver(
      ([entry]) => setInView(Boolean(entry?.isIntersecting)),
      { threshold: 0.8 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [target, enabled, canHover, reducedMotion]);

  const start = () => setHovered(true);
  const stop = () => setHovered(false);
  return {
    active: enabled && (canHover ? hovered : inView),
    handlers: enabled
      ? { onMouseEnter: start, onMouseLeave: stop, onFocus: start, onBlur: stop }
      : {},
  };
}
