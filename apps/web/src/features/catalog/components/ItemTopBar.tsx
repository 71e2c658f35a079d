import { ArrowLeft, Share2 } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../components/Logo';
import { toast } from '../../../lib/toast';
import { t } from '../browse-messages';

const iconButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-xl px-2.5 text-sm font-semibold text-fg transition hover:bg-surface-2';

/** The item page's own slim bar (the site header is hidden here, spec §2). */
export function ItemTopBar({ backTo, title }: { backTo: string; title?: string }) {
  const navigate = useNavigate();
  const location = useLocation();

  // Back within Stamp when we came from a page of ours; a shared link goes to its collection.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(backTo));

  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: title ? `${title} · Stamp` : 'Stamp', url });
      } catch {
        // The person closed the share sheet.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('item.linkCopied'));
    } catch {
      toast.error(t('item.copyFailed'));
    }
  };

  return (
    <div className="sticky top-0 z-40 border-b border-border bg-bg/85 backdrop-blur">
      <nav
        aria-label={t('item.nav')}
        className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-2 sm:px-4"
      >
        <button type="button" onClick={back} className={iconButton}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">{t('item.back')}</span>
          <span className="sr-only sm:hidden">{t('item.back')}</span>
        </button>
        <Logo />
        <button type="button" onClick={() => void share()} className={iconButton}>
          <Share2 aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">{t('item.share')}</span>
          <span className="sr-only sm:hidden">{t('item.share')}</span>
        </button>
      </nav>
    </div>
  );
}
