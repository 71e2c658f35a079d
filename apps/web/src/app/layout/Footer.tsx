import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { paths } from '../../config/paths';
import { SOCIAL_LINKS } from '../../config/social-links';
import { useNearViewport } from '../../features/catalog/hooks/use-near-viewport';
import { LanguageChoice } from '../../features/language/components/LanguageSwitch';
import { t } from '../../lib/i18n/common';

// Few visits ask for custom work: the form's code, and the request it sends, come as the footer
// nears the screen, not with every page's first load.
const CustomWorkForm = lazy(() =>
  import('../../features/footer/CustomWorkForm').then((module) => ({
    default: module.CustomWorkForm,
  })),
);

const INFORMATION = [
  { label: 'footer.calendar', to: paths.calendar },
  { label: 'footer.about', to: paths.about },
  { label: 'footer.contact', to: paths.contact },
  { label: 'footer.terms', to: paths.terms },
  { label: 'footer.privacy', to: paths.privacy },
  { label: 'footer.cancellation', to: paths.cancellation },
  { label: 'footer.shipping', to: paths.shipping },
] as const;

/**
 * The footer: below the fold on every page, so the browser lays out its contents only as they
 * come near the screen (`content-visibility: auto`). Added after the first render (RootLayout's
 * LateFooter), its arrival then costs one box's layout, not its ninety-odd.
 */
export function Footer({ className }: { className?: string }) {
  return (
    <footer
      className={`mt-16 border-t border-border bg-surface [content-visibility:auto] [contain-intrinsic-size:auto_56rem] md:[contain-intrinsic-size:auto_24rem] ${className ?? ''}`}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">{t('footer.blurb')}</p>
          <ul className="flex gap-2" aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={name}
                  className="inline-flex size-10 items-center justify-center rounded-xl border border-border text-muted hover:border-accent hover:text-accent"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <LanguageChoice />
        </div>
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className="font-display text-base font-semibold">
            {t('footer.information')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {INFORMATION.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted hover:text-accent">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <CustomWorkPlace />
      </div>
      <p className="border-t border-border py-5 text-center text-xs text-muted">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

/** The form's place, as tall as the form, so that its arrival moves nothing below it. */
function CustomWorkPlace() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, '600px');
  return (
    <div ref={place} className="min-h-33">
      {near && (
        <Suspense fallback={null}>
          <CustomWorkForm />
        </Suspense>
      )}
    </div>
  );
}
