import { useEffect, useRef } from 'react';
import { t } from '../lib/i18n/common';
import { Button } from './ui/Button';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad(): void;
  /** Shown once everything is on screen, e.g. "That's all 42 images". */
  doneText?: string;
}

/**
 * The next page loads by itself a screen before the end (IntersectionObserver); the button is
 * there for keyboards, screen readers and a failed attempt.
 */
export function LoadMore({ hasMore, loading, failed, onLoad, doneText }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || failed) return;
    // Observing anew after each page: if the sentinel is still in view, the next page follows.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) onLoad();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, onLoad]);

  if (!hasMore) {
    return doneText ? <p className="py-8 text-center text-sm text-muted">{doneText}</p> : null;
  }
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-8">
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {t('common.nextFailed')}
        </p>
      )}
      <Button variant="secondary" busy={loading} onClick={onLoad}>
        {loading ? t('common.loading') : failed ? t('common.tryAgain') : t('common.loadMore')}
      </Button>
    </div>
  );
}
