import type { DocumentSection } from '../components/DocumentPage';
import { DELIVERY, REFUND } from '../policy-facts';
import { p, t } from '../terms-messages';

/**
 * Terms and Conditions: ten sections (spec §2); paid images are uploaded by our admins. Built
 * when the page renders, in the interface's language.
 */
export function termsSections(): DocumentSection[] {
  return [
    {
      id: 'about-these-terms',
      title: t('terms.about.title'),
      body: (
        <>
          <p>{p('terms.about.p1')}</p>
          <p>{p('terms.about.p2')}</p>
        </>
      ),
    },
    {
      id: 'your-account',
      title: t('terms.account.title'),
      body: (
        <>
          <p>{p('terms.account.p1')}</p>
          <ul>
            <li>{p('terms.account.true')}</li>
            <li>{p('terms.account.age')}</li>
            <li>{p('terms.account.password')}</li>
            <li>{p('terms.account.sharing')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'our-designs',
      title: t('terms.designs.title'),
      body: (
        <>
          <p>{p('terms.designs.p1')}</p>
          <p>{p('terms.designs.p2')}</p>
          <p>{p('terms.designs.p3')}</p>
        </>
      ),
    },
    {
      id: 'using-designs',
      title: t('terms.use.title'),
      body: (
        <>
          <p>{p('terms.use.p1')}</p>
          <ul>
            <li>{p('terms.use.post')}</li>
            <li>{p('terms.use.print')}</li>
            <li>{p('terms.use.keep')}</li>
          </ul>
          <p>{p('terms.use.mayNot')}</p>
          <ul>
            <li>{p('terms.use.sell')}</li>
            <li>{p('terms.use.templates')}</li>
            <li>{p('terms.use.logo')}</li>
            <li>{p('terms.use.unlawful')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'your-content',
      title: t('terms.content.title'),
      body: (
        <>
          <p>{p('terms.content.p1')}</p>
          <p>{p('terms.content.p2')}</p>
        </>
      ),
    },
    {
      id: 'memberships-and-payments',
      title: t('terms.memberships.title'),
      body: (
        <>
          <p>{p('terms.memberships.p1')}</p>
          <ul>
            <li>{p('terms.memberships.renew')}</li>
            <li>{p('terms.memberships.allowance')}</li>
            <li>
              {p('terms.memberships.links', {
                hours: DELIVERY.linkValidHours,
                uses: DELIVERY.linkUses,
              })}
            </li>
            <li>{p('terms.memberships.refund', { days: REFUND.requestWindowDays })}</li>
          </ul>
          <p>{p('terms.memberships.price')}</p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: t('terms.mustNot.title'),
      body: (
        <ul>
          <li>{p('terms.mustNot.watermark')}</li>
          <li>{p('terms.mustNot.allowance')}</li>
          <li>{p('terms.mustNot.copy')}</li>
          <li>{p('terms.mustNot.systems')}</li>
          <li>{p('terms.mustNot.illegal')}</li>
        </ul>
      ),
    },
    {
      id: 'availability-and-changes',
      title: t('terms.availability.title'),
      body: (
        <>
          <p>{p('terms.availability.p1')}</p>
          <p>{p('terms.availability.p2')}</p>
        </>
      ),
    },
    {
      id: 'liability',
      title: t('terms.liability.title'),
      body: (
        <>
          <p>{p('terms.liability.p1')}</p>
          <p>{p('terms.liability.p2')}</p>
        </>
      ),
    },
    {
      id: 'law-and-changes',
      title: t('terms.law.title'),
      body: (
        <>
          <p>{p('terms.law.p1')}</p>
          <p>{p('terms.law.p2')}</p>
        </>
      ),
    },
  ];
}
