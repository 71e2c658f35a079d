import type { DocumentSection } from '../components/DocumentPage';
import { DELIVERY } from '../policy-facts';
import { p, t } from '../privacy-messages';

/**
 * Privacy Policy: eleven sections (spec §2); the service is not for children under 13. Built when
 * the page renders, in the interface's language.
 */
export function privacySections(): DocumentSection[] {
  return [
    {
      id: 'who-we-are',
      title: t('privacy.who.title'),
      body: <p>{p('privacy.who.p1')}</p>,
    },
    {
      id: 'what-we-collect',
      title: t('privacy.collect.title'),
      body: (
        <ul>
          <li>{p('privacy.collect.account')}</li>
          <li>{p('privacy.collect.membership')}</li>
          <li>{p('privacy.collect.create')}</li>
          <li>{p('privacy.collect.messages')}</li>
          <li>{p('privacy.collect.technical')}</li>
        </ul>
      ),
    },
    {
      id: 'how-we-use-it',
      title: t('privacy.use.title'),
      body: (
        <ul>
          <li>{p('privacy.use.account')}</li>
          <li>{p('privacy.use.render')}</li>
          <li>{p('privacy.use.membership')}</li>
          <li>{p('privacy.use.answer')}</li>
          <li>{p('privacy.use.emails')}</li>
          <li>{p('privacy.use.fraud')}</li>
        </ul>
      ),
    },
    {
      id: 'legal-basis',
      title: t('privacy.basis.title'),
      body: <p>{p('privacy.basis.p1')}</p>,
    },
    {
      id: 'cookies',
      title: t('privacy.cookies.title'),
      body: (
        <>
          <p>{p('privacy.cookies.p1')}</p>
          <ul>
            <li>{p('privacy.cookies.session')}</li>
            <li>{p('privacy.cookies.theme')}</li>
            <li>{p('privacy.cookies.editor')}</li>
          </ul>
          <p>{p('privacy.cookies.p2')}</p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: t('privacy.sharing.title'),
      body: (
        <>
          <p>{p('privacy.sharing.p1')}</p>
          <ul>
            <li>{p('privacy.sharing.razorpay')}</li>
            <li>{p('privacy.sharing.providers')}</li>
            <li>{p('privacy.sharing.authorities')}</li>
          </ul>
          <p>{p('privacy.sharing.p2')}</p>
        </>
      ),
    },
    {
      id: 'retention',
      title: t('privacy.retention.title'),
      body: (
        <ul>
          <li>{p('privacy.retention.account')}</li>
          <li>
            {p('privacy.retention.links', {
              hours: DELIVERY.linkValidHours,
              uses: DELIVERY.linkUses,
            })}
          </li>
          <li>{p('privacy.retention.payments')}</li>
          <li>{p('privacy.retention.support')}</li>
          <li>{p('privacy.retention.logs')}</li>
        </ul>
      ),
    },
    {
      id: 'security',
      title: t('privacy.security.title'),
      body: <p>{p('privacy.security.p1')}</p>,
    },
    {
      id: 'your-rights',
      title: t('privacy.rights.title'),
      body: (
        <>
          <p>{p('privacy.rights.p1')}</p>
          <ul>
            <li>{p('privacy.rights.summary')}</li>
            <li>{p('privacy.rights.correct')}</li>
            <li>{p('privacy.rights.erase')}</li>
            <li>{p('privacy.rights.withdraw')}</li>
            <li>{p('privacy.rights.nominate')}</li>
            <li>{p('privacy.rights.complaint')}</li>
          </ul>
          <p>{p('privacy.rights.p2')}</p>
        </>
      ),
    },
    {
      id: 'children',
      title: t('privacy.children.title'),
      body: <p>{p('privacy.children.p1')}</p>,
    },
    {
      id: 'changes-and-contact',
      title: t('privacy.changes.title'),
      body: (
        <>
          <p>{p('privacy.changes.p1')}</p>
          <p>{p('privacy.changes.p2')}</p>
        </>
      ),
    },
  ];
}
