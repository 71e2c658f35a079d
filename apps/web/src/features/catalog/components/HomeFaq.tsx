import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { brand, rich } from '../../../lib/i18n/rich';
import { t } from '../faq-messages';

// Facts from the specification (§2 policy pages, §4, §9) and DESIGN.md; no invented prices.
const LINK = 'font-medium text-accent underline-offset-2 hover:underline';

const FAQ = [
  { question: 'faq.membershipQ', answer: 'faq.membershipA' },
  { question: 'faq.watermarkQ', answer: 'faq.watermarkA' },
  { question: 'faq.allowanceQ', answer: 'faq.allowanceA' },
  { question: 'faq.formatsQ', answer: 'faq.formatsA' },
  { question: 'faq.ownQ', answer: 'faq.ownA', to: paths.customEditor },
  { question: 'faq.cancelQ', answer: 'faq.cancelA', to: paths.cancellation },
] as const;

/**
 * Frequently asked questions, one open at a time: native details elements (keyboard and
 * accessibility from the browser), not a script accordion, whose two chunks (7 KB gzip) were
 * the home page's largest after React's.
 */
export function HomeFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-4 sm:px-6">
      <h2 id="faq-title" className="text-center text-2xl font-bold sm:text-3xl">
        {t('faq.title')}
      </h2>
      <p className="mt-2 text-center text-sm text-muted">
        {rich(t('faq.unsure'), {
          link: (text) => (
            <Link to={paths.contact} className={LINK}>
              {text}
            </Link>
          ),
        })}
      </p>
      <div className="mt-8 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
        {FAQ.map((entry) => (
          // One open at a time: details elements sharing a name are an exclusive accordion.
          <details key={entry.question} name="faq" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-sans font-semibold transition hover:text-accent focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
              <h3 className="text-base">{t(entry.question)}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5 text-sm leading-relaxed text-muted">
              {'to' in entry
                ? rich(t(entry.answer), {
                    brand,
                    link: (text) => (
                      <Link to={entry.to} className={LINK}>
                        {text}
                      </Link>
                    ),
                  })
                : rich(t(entry.answer), { brand })}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
