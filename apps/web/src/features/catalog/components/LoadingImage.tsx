import { ImageOff } from 'lucide-react';
import { type ImgHTMLAttributes, useCallback, useState } from 'react';
import { useInBrowser } from '../../../hooks/use-hydrated';
import { cn } from '../../../lib/cn';
import { t } from '../messages';

interface LoadingImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** Off when something else (a low-resolution copy) already fills the box while loading. */
  skeleton?: boolean;
}

/**
 * An image that fills its (already sized) box: a shimmer until it arrives, a fade in, and a
 * labelled placeholder if it fails (spec §8: images that fail to load get a placeholder).
 */
export function LoadingImage({ src, alt, className, skeleton = true, ...rest }: LoadingImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  // Images in the HTML the server sent show the moment they decode, as plain HTML does: a fade
  // that waits for the app's code would keep a slow phone's first screen blank until hydration
  // (and blank for good without JavaScript). The box's own colour is their placeholder. Decided
  // at mount: an image keeps the way it first appeared.
  const inBrowser = useInBrowser();
  const [fades] = useState(inBrowser);
  // The image a page leads with shows the moment it decodes: waiting for onLoad to fade it in
  // would hold the page's largest paint back by a render on a busy main thread.
  const instant = !fades || rest.fetchPriority === 'high';
  // A cached image can finish before React attaches onLoad; the ref catches that case. Only a
  // fading image re-renders when it loads.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setState('loaded');
  }, []);

  if (!src || state === 'failed') {
    return (
      <div
        role="img"
        aria-label={alt || t('media.previewUnavailable')}
        className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface-2 text-muted"
      >
        <ImageOff aria-hidden="true" className="size-7" />
        <span className="px-2 text-center text-xs">{t('media.previewUnavailable')}</span>
      </div>
    );
  }
  return (
    <>
      {skeleton && fades && state === 'loading' && (
        <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-surface-2" />
      )}
      <img
        ref={fades ? ref : undefined}
        src={src}
        alt={alt}
        onLoad={fades ? () => setState('loaded') : undefined}
        onError={() => setState('failed')}
        className={cn(
          'absolute inset-0 size-full object-cover transition-[opacity,transform] duration-300',
          instant || state === 'loaded' ? 'opacity-100' : 'opacity-0',
          className,
        )}
        {...rest}
      />
    </>
  );
}
