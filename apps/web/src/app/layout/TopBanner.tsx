import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { useTopBannerText } from '../../features/catalog/api/get-top-banner';
import { useUser } from '../../lib/user';

/** Server text or 'Stamp Your Identity'; a Subscribe button only without an active membership. */
export function TopBanner() {
  const text = useTopBannerText();
  const { isMember } = useUser();
  return (
    <section aria-label="Announcement" className="bg-accent-soft">
      <div className="mx-auto flex min-h-11 max-w-7xl items-center justify-center gap-3 px-4 py-1.5 text-sm sm:px-6">
        <Sparkles aria-hidden="true" className="size-4 shrink-0 text-accent" />
        {/* The whole text on up to two lines on a phone: a banner cut mid-word says nothing. */}
        <p className="min-w-0 text-balance font-medium leading-snug">{text}</p>
        {!isMember && (
          <Link
            to={paths.checkout}
            className={buttonClasses('primary', 'sm', 'h-8 shrink-0 rounded-full px-3 text-xs')}
          >
            Subscribe
          </Link>
        )}
      </div>
    </section>
  );
}
