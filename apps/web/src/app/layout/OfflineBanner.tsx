import { WifiOff } from 'lucide-react';
import { t } from '../../lib/i18n/common';
import { useOnline } from '../../lib/offline/online';

/**
 * Under the header while the device has no network: what shows was saved on an earlier visit.
 * The live region is always there, so screen readers announce the words when they appear.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <p className="flex items-center justify-center gap-2 border-b border-border bg-surface-2 px-4 py-2 text-center text-sm font-medium text-fg">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
