import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL } from '../../../config/site';
import type { MessageValues } from '../../../lib/i18n/i18n';
import { brand, rich } from '../../../lib/i18n/rich';

const to = (path: string) => (text: string) => <Link to={path}>{text}</Link>;

/** The links and emphasis a policy's sentences may hold, by tag name. */
const TAGS: Record<string, (text: string) => ReactNode> = {
  strong: (text) => <strong>{text}</strong>,
  brand,
  // A code the reader types or looks for (`pay_`), the same in every language.
  id: (text) => <span translate="no">{text}</span>,
  // The address is the user's to copy, not a word to translate.
  mail: (email) => (
    <a href={`mailto:${email}`} data-content>
      {email}
    </a>
  ),
  terms: to(paths.terms),
  privacy: to(paths.privacy),
  cancellation: to(paths.cancellation),
  shipping: to(paths.shipping),
  contact: to(paths.contact),
  downloads: to(paths.downloads),
};

/**
 * A policy page's sentence from its catalog, with its links, emphasis and the support address
 * (`<mail>{email}</mail>`) drawn: `const p = policyText(t)`, then `<p>{p('terms.account.lead')}</p>`.
 */
export function policyText<K extends string>(t: (key: K, values?: MessageValues) => string) {
  return (key: K, values?: MessageValues): ReactNode =>
    rich(t(key, { email: SUPPORT_EMAIL, ...values }), TAGS);
}
