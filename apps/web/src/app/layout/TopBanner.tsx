import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { useTopBannerText } from '../../features/catalog/api/get-top-banner';
import { t } from '../../lib/i18n/common';
import { useUser } from '../../lib/user';

const DEFAULT_TAGLINE = 'Stamp Your Identity';

/** Server text or 'Stamp Your Identity'; a Subscribe button only without an active membership. */
export function TopBanner() {
  const served = useTopBannerText();
  // The spec's default tagline, when the operator kept it, is ours and translated.
  const text = served === DEFAULT_TAGLINE ? null : served;
  const { isMember } = useUser();
  return (
    <section aria-label={t('layout.announcement')} className="bg-accent-soft">
      <div className="mx-auto flex min-h-11 max-w-7xl items-center justify-center gap-3 px-4 py-1.5 text-sm sm:px-6">
        <Sparkles aria-hidden="true" className="size-4 shrink-0 text-accent" />
        {/* The whole text on up to two lines on a phone: a banner cut mid-word says nothing. */}
        {/* The operator's text, shown as written; the default is ours and translated. */}
        <p
          className="min-w-0 text-balance font-medium leading-snug"
          translate={text === null ? undefined : 'no'}
        >
          {text ?? t('layout.defaultBanner')}
        </p>
        {!isMember && (
          <Link
            to={paths.checkout}
            className={buttonClasses('primary', 'sm', 'h-8 shrink-0 rounded-full px-3 text-xs')}
          >
            {t('layout.subscribe')}
          </Link>
        )}
      </div>
    </section>
  );
}
