import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { brand, rich } from '../../../lib/i18n/rich';
import { t } from '../about-messages';
import { PageIntro } from '../components/PageIntro';
import { AUDIENCES, PLANS, REASONS, STEPS } from '../content/about';
import { REFUND } from '../policy-facts';

function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-base leading-7 text-muted">{lead}</p>}
    </div>
  );
}

export function AboutPage() {
  usePageTitle(t('about.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro eyebrow={t('about.title')} title={t('about.heading')}>
        <p>{t('about.lead')}</p>
      </PageIntro>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          {t('about.browse')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={paths.contact} className={buttonClasses('secondary', 'lg')}>
          {t('about.talk')}
        </Link>
      </div>

      <section aria-labelledby="who" className="mt-20">
        <SectionHeading id="who" title={t('about.who.title')} lead={t('about.who.lead')} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AUDIENCES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-display text-base font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm leading-6 text-muted">
                  {t(text, { days: REFUND.requestWindowDays })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how" className="mt-20">
        <SectionHeading id="how" title={t('about.how.title')} lead={t('about.how.lead')} />
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl border border-border bg-surface p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-accent font-display text-lg font-bold text-accent-fg">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-5 text-accent" />
              </div>
              <h3 className="mt-5 font-display text-lg font-semibold">{t(title)}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">
                {t(text, { days: REFUND.requestWindowDays })}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="plans" className="mt-20">
        <SectionHeading id="plans" title={t('about.plans.title')} lead={t('about.plans.lead')} />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.name}
              className="flex flex-col rounded-2xl border border-border bg-surface p-6"
            >
              <h3 className="font-display text-xl font-semibold">{t(plan.name)}</h3>
              <p className="mt-1 text-sm text-muted">{t(plan.tagline)}</p>
              <ul className="mt-5 space-y-3 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                    <span>{rich(t(feature), { brand })}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            {rich(t('about.plans.renew'), {
              link: (text) => (
                <Link
                  to={paths.cancellation}
                  className="font-medium text-accent underline underline-offset-4"
                >
                  {text}
                </Link>
              ),
            })}
          </p>
          <Link to={paths.checkout} className={buttonClasses('secondary', 'md', 'shrink-0')}>
            {t('about.plans.subscribe')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="why" className="mt-20">
        <SectionHeading id="why" title={t('about.why.title')} />
        <ul className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden="true" className="size-6 text-accent" />
              <h3 className="mt-3 font-display text-base font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm leading-6 text-muted">
                {t(text, { days: REFUND.requestWindowDays })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="start"
        className="mt-20 flex flex-col items-start gap-5 rounded-3xl bg-accent-soft p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10"
      >
        <div>
          <h2 id="start" className="font-display text-2xl font-semibold">
            {t('about.start.title')}
          </h2>
          <p className="mt-2 text-muted">{t('about.start.text')}</p>
        </div>
        <Link to={paths.home} className={buttonClasses('primary', 'lg', 'shrink-0')}>
          {t('about.browse')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </div>
  );
}
