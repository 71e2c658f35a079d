import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../../config/site';
import { KeyFacts } from '../components/KeyFacts';
import { t } from '../messages';
import { REFUND, SUPPORT_REPLY_HOURS } from '../policy-facts';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

export const cancellationTab = (
  <>
    <h2>Cancellation Policy</h2>
    <p>
      Stamp memberships (Pro and Premium) are monthly subscriptions that renew automatically through
      our payment partner, Razorpay. You can cancel whenever you like; there is no notice period and
      no cancellation fee.
    </p>
    <h3>How to cancel</h3>
    <ol>
      <li>Log in and open your profile.</li>
      <li>
        Choose <strong>Cancel subscription</strong> and confirm with <strong>Yes, Cancel</strong>.
      </li>
      <li>Your profile then shows the date on which your membership ends.</li>
    </ol>
    <p>
      If you cannot log in, email {mail} from the address on your account and we will cancel it for
      you.
    </p>
    <h3>What happens after you cancel</h3>
    <ul>
      <li>Automatic renewal stops at once and you will not be charged again.</li>
      <li>
        Your membership stays active until the end of the month you have already paid for (the end
        date is shown on your profile), with your full daily download allowance.
      </li>
      <li>
        After that your account becomes a free account: you can still browse, personalise and
        download designs with a watermark, and subscribe again at any time.
      </li>
      <li>
        Designs you downloaded while a member remain yours to use under our{' '}
        <Link to={paths.terms}>Terms and Conditions</Link>.
      </li>
    </ul>
    <h3>When we may cancel a membership</h3>
    <p>
      We may cancel a membership that breaks our terms, for example a shared login or a payment that
      is disputed as fraudulent. We will explain why by email, and refund any unused part where the
      cancellation is not caused by misuse.
    </p>
  </>
);

export const refundTab = (
  <>
    <h2>Refund Policy</h2>
    <p>
      Our designs are digital goods that you can preview in full before paying, so most payments
      cannot be returned. Where something has gone wrong, though, we want to put it right.
    </p>
    <KeyFacts
      facts={[
        {
          term: 'To ask for a refund',
          value: String(REFUND.requestWindowDays),
          unit: 'days',
          note: 'from the date of the charge',
        },
        {
          term: 'For our review and reply',
          value: REFUND.reviewBusinessDays,
          unit: 'business days',
          note: 'after we receive your request',
        },
        {
          term: 'For the money to reach you',
          value: REFUND.payoutBusinessDays,
          unit: 'business days',
          note: 'after we approve the refund',
        },
      ]}
    />
    <h3>When you can get a refund</h3>
    <p>
      Ask within {REFUND.requestWindowDays} days of the charge. We refund in full when, for example:
    </p>
    <ul>
      <li>you were charged twice for the same month;</li>
      <li>you were charged for a renewal after you had cancelled;</li>
      <li>
        a renewal went through that you did not intend, and you have not downloaded anything without
        a watermark since;
      </li>
      <li>a fault on our side kept you from downloading and our support team could not fix it.</li>
    </ul>
    <h3>How to ask</h3>
    <p>
      Email {mail} from the address on your account, within {REFUND.requestWindowDays} days of the
      charge, with:
    </p>
    <ul>
      <li>the email address or phone number of your Stamp account;</li>
      <li>the payment ID from your payment confirmation (it starts with “pay_”);</li>
      <li>the date and amount of the charge;</li>
      <li>why you are asking for a refund.</li>
    </ul>
    <h3>What happens next</h3>
    <p>
      We review every request and reply within {REFUND.reviewBusinessDays} business days. If we
      approve it, the money goes back to the card, UPI account or bank account you paid with within{' '}
      {REFUND.payoutBusinessDays} business days; your bank may take a little longer to show it. When
      a month is refunded in full, the membership for that month ends.
    </p>
    <h3>What we cannot refund</h3>
    <ul>
      <li>Requests made more than {REFUND.requestWindowDays} days after the charge.</li>
      <li>
        The rest of a month after you cancel: instead, your membership keeps working until the end
        of that month.
      </li>
      <li>
        Months in which designs were downloaded without a watermark, unless a fault on our side was
        the cause.
      </li>
    </ul>
  </>
);

export const supportTab = (
  <>
    <h2>Contact Support</h2>
    <p>
      Questions about a cancellation, a refund or a charge? Our support team replies within{' '}
      <strong>{SUPPORT_REPLY_HOURS} hours</strong>.
    </p>
    <h3>Email</h3>
    <p>
      Write to {mail}, or use our <Link to={paths.contact}>contact form</Link>. Writing from the
      email address on your account helps us find it quickly.
    </p>
    <h3>Support hours</h3>
    <dl className="mt-4 grid max-w-md gap-px overflow-hidden rounded-2xl border border-border bg-border">
      {SUPPORT_HOURS.map((row) => (
        <div key={row.days} className="flex flex-wrap justify-between gap-x-4 bg-surface px-4 py-3">
          <dt className="font-medium text-fg">{t(row.days)}</dt>
          <dd className="text-muted">{t(row.hours)}</dd>
        </div>
      ))}
    </dl>
    <h3>Include in your message</h3>
    <ul>
      <li>the email address or phone number of your Stamp account;</li>
      <li>the payment ID or subscription ID, if it is about a charge;</li>
      <li>what happened, and what you would like us to do.</li>
    </ul>
  </>
);
