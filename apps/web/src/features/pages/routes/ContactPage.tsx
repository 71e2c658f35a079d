import { Clock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../../config/site';
import { SOCIAL_LINKS } from '../../../config/social-links';
import { usePageTitle } from '../../../hooks/use-page-title';
import { rich } from '../../../lib/i18n/rich';
import { ContactForm } from '../components/ContactForm';
import { PageIntro } from '../components/PageIntro';
import { t } from '../messages';
import { SUPPORT_REPLY_HOURS } from '../policy-facts';

// Spec §2: the contact page links three networks.
const NETWORKS = SOCIAL_LINKS.filter((link) =>
  ['Instagram', 'Facebook', 'YouTube'].includes(link.name),
);

const card = 'rounded-2xl border border-border bg-surface p-5';
const iconTile =
  'flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent';

export function ContactPage() {
  usePageTitle(t('contact.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      {/* Phones: intro, form, then the other ways to reach us. Wide screens: form on the right. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-8">
        <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
          <p>{t('contact.lead', { hours: SUPPORT_REPLY_HOURS })}</p>
        </PageIntro>

        <div className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <ContactForm />
        </div>

        <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-2">
          <div className={`${card} flex gap-4`}>
            <span className={iconTile}>
              <Mail aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 className="font-display text-base font-semibold">{t('contact.email')}</h2>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                data-content
                className="mt-1 inline-block break-all font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
              >
                {SUPPORT_EMAIL}
              </a>
            </div>
          </div>

          <div className={`${card} flex gap-4`}>
            <span className={iconTile}>
              <Clock aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="font-display text-base font-semibold">{t('contact.hours')}</h2>
              <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                {SUPPORT_HOURS.map((row) => (
                  <div key={row.days}>
                    <dt className="text-muted">{t(row.days)}</dt>
                    <dd className="font-medium">{t(row.hours)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>

          <div className={card}>
            <h2 className="font-display text-base font-semibold">{t('contact.follow')}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {NETWORKS.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-10 items-center gap-2 rounded-xl border border-border px-3 text-sm font-medium hover:border-accent hover:text-accent"
                  >
                    <Icon className="size-4" />
                    {name}
                    <span className="sr-only">{t('contact.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <p className="text-sm leading-6 text-muted">
            {rich(t('contact.quick'), {
              refunds: (text) => (
                <Link
                  to={paths.cancellation}
                  className="font-medium text-accent underline underline-offset-4"
                >
                  {text}
                </Link>
              ),
              delivery: (text) => (
                <Link
                  to={paths.shipping}
                  className="font-medium text-accent underline underline-offset-4"
                >
                  {text}
                </Link>
              ),
            })}
          </p>
        </div>
      </div>
    </div>
  );
}
