import { MonitorDown } from 'lucide-react';
import { t } from '../../lib/i18n/common';
import { install, useInstallOffer } from '../../lib/offline/install-prompt';

/** Only where the browser offers to install the app, and gone once it is installed. */
export function InstallAppButton() {
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <button
      type="button"
      onClick={() => void install()}
      className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-xl text-sm font-semibold text-fg hover:bg-surface-2 lg:px-3"
    >
      <MonitorDown aria-hidden="true" className="size-5" />
      {/* The words from 1024 px; the icon alone keeps its name for screen readers. */}
      <span className="sr-only lg:not-sr-only">{t('layout.install')}</span>
    </button>
  );
}
