import type { OverlayLogo } from '@stamp/shared/compose/overlay';
import type { EditorSettings } from '@stamp/shared/editor/settings';
import { useEffect, useRef, useState } from 'react';
import { bannerFontReady, drawPreview } from '../lib/draw-preview';

interface OverlayPreviewProps {
  /** The design's real size; the overlay is laid out for it. */
  width: number;
  height: number;
  settings: EditorSettings;
  logo: OverlayLogo | null;
  watermark: boolean;
  /** The base: an image or a playing video, filling the box. */
  children: React.ReactNode;
  label: string;
}

/**
 * The base with the design drawn over it on a canvas (spec §2: for a video, the overlay canvas
 * over the playing video). The canvas has the box's device pixels (never more than the design),
 * and a change of settings redraws on the next animation frame, so dragging a slider stays
 * fluid: one frame, one draw.
 */
export function OverlayPreview(props: OverlayPreviewProps) {
  const { width, height, settings, logo, watermark, children, label } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [pixels, setPixels] = useState({ w: 0, h: 0 });
  const [fontsTick, setFontsTick] = useState(0);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const scale = Math.min(window.devicePixelRatio || 1, 2);
      const w = Math.min(width, Math.round(entry.contentRect.width * scale));
      setPixels({ w, h: Math.round((w * height) / width) });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [width, height]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fontsTick redraws once a face has loaded
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || pixels.w === 0) return;
    const ready = bannerFontReady(settings);
    if (ready !== true) {
      // Draw now in whatever is loaded, and again when the face arrives (not when its faces
      // could not be declared: the next edit asks again).
      void ready.then((arrived) => {
        if (arrived !== false) setFontsTick((n) => n + 1);
      });
    }
    const frame = requestAnimationFrame(() => {
      if (canvas.width !== pixels.w) canvas.width = pixels.w;
      if (canvas.height !== pixels.h) canvas.height = pixels.h;
      drawPreview(canvas, { width, height, settings, logo, watermark });
      // Whether this drawing is final or a stand-in until the banner's faces arrive: what a
      // screenshot of the preview (and the browser tests that compare it) should wait for.
      canvas.dataset.faces = ready === true ? 'ready' : 'loading';
    });
    return () => cancelAnimationFrame(frame);
  }, [pixels, width, height, settings, logo, watermark, fontsTick]);

  return (
    <div
      ref={boxRef}
      className="relative overflow-hidden rounded-2xl bg-surface-2 shadow-2xl shadow-black/20"
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {children}
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        className="pointer-events-none absolute inset-0 size-full"
      />
    </div>
  );
}
