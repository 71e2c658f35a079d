import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL } from '../../../config/site';
import { KeyFacts } from '../components/KeyFacts';
import { ACCESS, DELIVERY, EXCHANGE } from '../policy-facts';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

export const deliveryTab = (
  <>
    <h2>Digital Delivery</h2>
    <p>
      Everything on Stamp is digital. <strong>Nothing is shipped physically</strong>, so there are
      no shipping charges and no waiting for a courier.
    </p>
    <KeyFacts
      facts={[
        { term: 'Access after payment', value: 'Instant', note: 'no waiting for approval' },
        {
          term: 'Download link validity',
          value: String(DELIVERY.linkValidHours),
          unit: 'hours',
          note: 'from the moment it is created',
        },
        {
          term: 'Each link works up to',
          value: String(DELIVERY.linkUses),
          unit: 'times',
          note: 'so you can save it on more than one device',
        },
      ]}
    />
    <h3>How you receive your files</h3>
    <ol>
      <li>
        <strong>Access starts immediately</strong> once your payment succeeds: your membership is
        active and clean downloads are unlocked.
      </li>
      <li>
        <strong>A confirmation screen</strong> appears with a download button, so you can save your
        file straight away.
      </li>
      <li>
        <strong>A confirmation email</strong> follows, with a link to your download, in case you
        want it later or on another device.
      </li>
    </ol>
    <h3>Download links</h3>
    <ul>
      <li>
        Each link is valid for {DELIVERY.linkValidHours} hours and can be used up to{' '}
        {DELIVERY.linkUses} times. After that it expires, for your security.
      </li>
      <li>
        Large collections may be split into several downloads, so that each file stays a manageable
        size.
      </li>
      <li>
        Some high-resolution files are delivered through a secure link rather than as a direct
        download.
      </li>
    </ul>
    <p>
      Please save your files to your phone or computer once downloaded; an expired link can be
      created again from My Downloads (see the Access Issues tab).
    </p>
  </>
);

export const exchangeTab = (
  <>
    <h2>Exchange Policy</h2>
    <p>
      Because a downloaded file cannot be returned,{' '}
      <strong>all sales are final once a file has been downloaded</strong>. We make exceptions when
      the problem is ours.
    </p>
    <h3>When we offer an exchange</h3>
    <ul>
      <li>the file is corrupted or will not open;</li>
      <li>the product is materially different from how it was shown on Stamp;</li>
      <li>you received the wrong product and have not downloaded it yet;</li>
      <li>you were charged more than once for the same purchase.</li>
    </ul>
    <h3>How to ask</h3>
    <p>
      Email {mail} within <strong>{EXCHANGE.requestWithinHours} hours of your purchase</strong>{' '}
      with:
    </p>
    <ul>
      <li>your order number (the payment ID in your confirmation email);</li>
      <li>a description of the issue, with a screenshot if you can;</li>
      <li>the reason you are asking for an exchange;</li>
      <li>the design or alternative you would prefer instead.</li>
    </ul>
    <p>
      We reply within {EXCHANGE.replyBusinessDays} business days. Exchanges are approved at our
      discretion after we have looked at the problem; where a file was faulty we will always offer a
      working copy or an alternative.
    </p>
    <h3>Format compatibility</h3>
    <p>
      We do not offer exchanges because a format does not suit your device or software. Images are
      delivered as PNG and videos as MP4; please check that these work for you before you buy.
    </p>
  </>
);

export const accessTab = (
  <>
    <h2>Access Issues</h2>
    <p>Most problems are solved in a minute or two with the steps below.</p>
    <h3>The download does not start</h3>
    <ul>
      <li>Check your internet connection and that your phone or computer has free space.</li>
      <li>Allow downloads and pop-ups for Stamp in your browser settings.</li>
      <li>Try again in another up-to-date browser, such as Chrome, Safari or Firefox.</li>
      <li>
        On an iPhone, use the share sheet’s <strong>Save Image</strong> or{' '}
        <strong>Save to Files</strong> when it opens.
      </li>
    </ul>
    <h3>The download link has expired</h3>
    <p>
      Links last {DELIVERY.linkValidHours} hours and {DELIVERY.linkUses} uses. Log in and
      re-generate the link from <Link to={paths.downloads}>My Downloads</Link>; the new link works
      for another {DELIVERY.linkValidHours} hours.
    </p>
    <h3>Payment went through but I have no access</h3>
    <ol>
      <li>
        Wait {ACCESS.activationMinutes} minutes: banks sometimes take a little while to confirm a
        payment.
      </li>
      <li>Log out and log in again, so your account picks up the new membership.</li>
      <li>
        Still nothing? Email {mail} with your payment ID. You will not be charged twice, and a
        payment that does not unlock your membership is refunded in full.
      </li>
    </ol>
    <h3>Contact support</h3>
    <p>
      Email {mail}; we answer access problems within{' '}
      <strong>{ACCESS.supportReplyBusinessHours} business hours</strong>.
    </p>
  </>
);
