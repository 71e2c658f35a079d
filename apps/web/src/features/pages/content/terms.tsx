import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL } from '../../../config/site';
import type { DocumentSection } from '../components/DocumentPage';
import { DELIVERY, REFUND } from '../policy-facts';

/** Terms and Conditions: ten sections (spec §2); paid images are uploaded by our admins. */
export const TERMS_SECTIONS: DocumentSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and Stamp (“Stamp”, “we”, “us”) for the use of
          our website, the design editor and any membership you buy. By creating an account,
          downloading a design or paying for a plan, you accept them. If you do not agree, please do
          not use Stamp.
        </p>
        <p>
          If you use Stamp for a business, you accept these terms for that business as well, and you
          confirm that you are allowed to do so. Our <Link to={paths.privacy}>Privacy Policy</Link>,{' '}
          <Link to={paths.cancellation}>Cancellation and Refund Policy</Link> and{' '}
          <Link to={paths.shipping}>Shipping and Delivery Policy</Link> form part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <>
        <p>
          You can browse and personalise designs without an account. To download, you sign up with
          your full name, email address, phone number and a password.
        </p>
        <ul>
          <li>The details you give us must be true and kept up to date.</li>
          <li>
            You must be at least 13 years old to use Stamp, and at least 18 (or have the consent of
            a parent or guardian) to buy a membership.
          </li>
          <li>
            Keep your password to yourself. You are responsible for what happens under your account;
            tell us at once if you think someone else has used it.
          </li>
          <li>
            An account is for one person or one business. Sharing a membership login with other
            businesses is not allowed.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'our-designs',
    title: 'Our designs and who uploads them',
    body: (
      <>
        <p>
          Every design in the Stamp library (festival greetings, business posts, stories and reels)
          is uploaded by Stamp’s own administrators. Users cannot publish designs to the library.
          The designs, their artwork and the way they are arranged belong to Stamp or to the artists
          who licensed them to us.
        </p>
        <p>
          Many designs are <strong>paid images</strong>: anyone may view and personalise them, but a
          copy without the Stamp watermark can only be downloaded by a member with an active plan,
          within the plan’s daily download allowance. Free downloads carry a visible watermark: a
          “Made with Stamp” badge in a top corner and a faint stamp pattern across the design.
          Removing or covering either is not allowed.
        </p>
        <p>
          We check every design before it goes live, but if you believe a design uses your work
          without permission, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and
          we will look into it promptly and remove it where the claim is valid.
        </p>
      </>
    ),
  },
  {
    id: 'using-designs',
    title: 'What you may do with a design',
    body: (
      <>
        <p>
          When you download a design, we give you a non-exclusive, non-transferable licence to use
          it to promote your own business or personal occasions. You may:
        </p>
        <ul>
          <li>post it on your social media, website, WhatsApp status and messaging groups;</li>
          <li>print it on posters, flyers and banners for your own shop or event;</li>
          <li>keep using designs you downloaded after your membership ends.</li>
        </ul>
        <p>You may not:</p>
        <ul>
          <li>sell, share or give away the design files themselves, edited or not;</li>
          <li>offer our designs as templates in another app, marketplace or design service;</li>
          <li>use a design, or part of it, as your logo or trade mark;</li>
          <li>
            use a design in a way that is unlawful, misleading, hateful or that hurts religious or
            community sentiments.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your logos, text and uploads',
    body: (
      <>
        <p>
          The logos, banner text, phone numbers and your own images or videos that you add in the
          editor remain yours. You allow us to store and process them only to show you a preview,
          create your downloads and remember your settings for next time.
        </p>
        <p>
          You confirm that you have the right to use everything you upload, and that it does not
          break anyone else’s rights or the law. We may remove content that does.
        </p>
      </>
    ),
  },
  {
    id: 'memberships-and-payments',
    title: 'Memberships, payments and the daily allowance',
    body: (
      <>
        <p>
          Stamp offers monthly memberships (currently Pro and Premium). The price, the taxes that
          apply and the daily download allowance of each plan are shown at checkout before you pay.
          Payments are processed by our payment partner, Razorpay, by card, net banking or UPI; we
          never see or store your full card details.
        </p>
        <ul>
          <li>
            A membership renews automatically every month until you cancel it. You can cancel at any
            time from your profile; it stays active until the end of the period you have paid for.
          </li>
          <li>
            Each member has a daily download allowance. Unused downloads do not carry over to the
            next day.
          </li>
          <li>
            Each download link works for {DELIVERY.linkValidHours} hours and up to{' '}
            {DELIVERY.linkUses} times.
          </li>
          <li>
            You may ask for a refund within {REFUND.requestWindowDays} days of a charge, as set out
            in our <Link to={paths.cancellation}>Cancellation and Refund Policy</Link>.
          </li>
        </ul>
        <p>
          If we change the price of a plan, we will tell you by email before your next renewal, and
          the new price applies only from that renewal.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Things you must not do',
    body: (
      <ul>
        <li>Remove, crop out or hide the watermark on a free download.</li>
        <li>
          Get around the daily download allowance, for example by opening several accounts or
          sharing one.
        </li>
        <li>Copy the library in bulk, whether by scraping, scripts or automated downloading.</li>
        <li>
          Try to break into, overload or interfere with our systems, or reach data that is not
          yours.
        </li>
        <li>Use Stamp to make content that is illegal, deceptive or infringes anyone’s rights.</li>
      </ul>
    ),
  },
  {
    id: 'availability-and-changes',
    title: 'Availability and changes to the service',
    body: (
      <>
        <p>
          We work to keep Stamp available at all times, but short interruptions happen for
          maintenance or for reasons outside our control. We may add, change or retire designs and
          features. If a change takes away something important that you have paid for, we will tell
          you in advance and offer a fair remedy.
        </p>
        <p>
          We may suspend or close an account that seriously or repeatedly breaks these terms. Where
          we can, we will warn you first and give you a chance to put things right.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <>
        <p>
          Stamp is provided “as is”. We do not promise that a design will suit every purpose, or
          that the service will be free of errors. You are responsible for checking your
          personalised design (spelling, phone numbers, offers) before you publish it.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect losses such as lost profits
          or business opportunities, and our total liability for any claim is limited to the amount
          you paid us in the three months before it arose. Nothing in these terms limits your rights
          under the Consumer Protection Act, 2019 or any liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'law-and-changes',
    title: 'Law, disputes and changes to these terms',
    body: (
      <>
        <p>
          These terms are governed by the laws of India. If we have a disagreement, please write to
          us first: most problems are solved quickly that way. Any dispute we cannot settle together
          will be decided by the competent courts in India.
        </p>
        <p>
          We may update these terms as the service changes. The date at the top of this page shows
          when they last changed; for significant changes we will also tell you by email or on the
          site before they take effect. Continuing to use Stamp after that means you accept the
          updated terms.
        </p>
      </>
    ),
  },
];
