import { SUPPORT_HOURS } from '../../../config/site';
import { p, t } from '../cancellation-messages';
import { KeyFacts } from '../components/KeyFacts';
import { t as pagesT } from '../messages';
import { REFUND, SUPPORT_REPLY_HOURS } from '../policy-facts';

// Each tab is built when the page renders, in the interface's language.

export function CancellationTab() {
  return (
    <>
      <h2>{t('cancellation.tab.cancellation')}</h2>
      <p>{p('cancellation.intro')}</p>
      <h3>{t('cancellation.how.title')}</h3>
      <ol>
        <li>{p('cancellation.how.profile')}</li>
        <li>{p('cancellation.how.choose')}</li>
        <li>{p('cancellation.how.date')}</li>
      </ol>
      <p>{p('cancellation.how.noLogin')}</p>
      <h3>{t('cancellation.after.title')}</h3>
      <ul>
        <li>{p('cancellation.after.renewal')}</li>
        <li>{p('cancellation.after.active')}</li>
        <li>{p('cancellation.after.free')}</li>
        <li>{p('cancellation.after.keep')}</li>
      </ul>
      <h3>{t('cancellation.we.title')}</h3>
      <p>{p('cancellation.we.text')}</p>
    </>
  );
}

export function RefundTab() {
  const days = REFUND.requestWindowDays;
  return (
    <>
      <h2>{t('cancellation.tab.refund')}</h2>
      <p>{p('refund.intro')}</p>
      <KeyFacts
        facts={[
          {
            term: t('refund.fact.ask'),
            value: String(days),
            unit: t('refund.unit.days'),
            note: t('refund.fact.askNote'),
          },
          {
            term: t('refund.fact.review'),
            value: REFUND.reviewBusinessDays,
            unit: t('refund.unit.businessDays'),
            note: t('refund.fact.reviewNote'),
          },
          {
            term: t('refund.fact.payout'),
            value: REFUND.payoutBusinessDays,
            unit: t('refund.unit.businessDays'),
            note: t('refund.fact.payoutNote'),
          },
        ]}
      />
      <h3>{t('refund.when.title')}</h3>
      <p>{p('refund.when.lead', { days })}</p>
      <ul>
        <li>{p('refund.when.twice')}</li>
        <li>{p('refund.when.afterCancel')}</li>
        <li>{p('refund.when.unintended')}</li>
        <li>{p('refund.when.fault')}</li>
      </ul>
      <h3>{t('refund.how.title')}</h3>
      <p>{p('refund.how.lead', { days })}</p>
      <ul>
        <li>{p('refund.how.account')}</li>
        <li>{p('refund.how.paymentId')}</li>
        <li>{p('refund.how.date')}</li>
        <li>{p('refund.how.why')}</li>
      </ul>
      <h3>{t('refund.next.title')}</h3>
      <p>
        {p('refund.next.text', {
          review: REFUND.reviewBusinessDays,
          payout: REFUND.payoutBusinessDays,
        })}
      </p>
      <h3>{t('refund.not.title')}</h3>
      <ul>
        <li>{p('refund.not.late', { days })}</li>
        <li>{p('refund.not.rest')}</li>
        <li>{p('refund.not.used')}</li>
      </ul>
    </>
  );
}

export function SupportTab() {
  return (
    <>
      <h2>{t('cancellation.tab.support')}</h2>
      <p>{p('support.intro', { hours: SUPPORT_REPLY_HOURS })}</p>
      <h3>{t('support.email.title')}</h3>
      <p>{p('support.email.text')}</p>
      <h3>{t('support.hours.title')}</h3>
      <dl className="mt-4 grid max-w-md gap-px overflow-hidden rounded-2xl border border-border bg-border">
        {SUPPORT_HOURS.map((row) => (
          <div
            key={row.days}
            className="flex flex-wrap justify-between gap-x-4 bg-surface px-4 py-3"
          >
            <dt className="font-medium text-fg">{pagesT(row.days)}</dt>
            <dd className="text-muted">{pagesT(row.hours)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('support.include.title')}</h3>
      <ul>
        <li>{p('support.include.account')}</li>
        <li>{p('support.include.ids')}</li>
        <li>{p('support.include.what')}</li>
      </ul>
    </>
  );
}
