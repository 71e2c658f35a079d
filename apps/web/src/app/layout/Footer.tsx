import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { paths } from '../../config/paths';
import { SOCIAL_LINKS } from '../../config/social-links';
import { CustomWorkForm } from '../../features/footer/CustomWorkForm';

const INFORMATION = [
  { label: 'Festival calendar', to: paths.calendar },
  { label: 'About Stamp', to: paths.about },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Cancellation & Refunds', to: paths.cancellation },
  { label: 'Shipping & Delivery', to: paths.shipping },
];

export function Footer({ className }: { className?: string }) {
  return (
    <footer className={`mt-16 border-t border-border bg-surface ${className ?? ''}`}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">
            Ready-made creatives for every day of your business. Add your logo and a banner,
            download, post.
          </p>
          <ul className="flex gap-2" aria-label="Stamp on social media">
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
        </div>
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className="font-display text-base font-semibold">
            Information
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {INFORMATION.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted hover:text-accent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <CustomWorkForm />
      </div>
      <p className="border-t border-border py-5 text-center text-xs text-muted">
        © {new Date().getFullYear()} Stamp. All rights reserved.
      </p>
    </footer>
  );
}
