import { SUPPORT_EMAIL } from '../../../config/site';
import type { DocumentSection } from '../components/DocumentPage';
import { DELIVERY } from '../policy-facts';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

/** Privacy Policy: eleven sections (spec §2); the service is not for children under 13. */
export const PRIVACY_SECTIONS: DocumentSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this covers',
    body: (
      <p>
        Stamp is an online marketplace of ready-made creatives that businesses personalise with
        their logo and text. This policy explains what personal data we collect when you use our
        website, why we collect it, who we share it with and the choices you have. It is written to
        meet India’s Digital Personal Data Protection Act, 2023 and the Information Technology Act,
        2000 and its rules.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your full name, email address and phone number, and
            your password, which we store only in a scrambled (hashed) form that cannot be turned
            back into the password.
          </li>
          <li>
            <strong>Membership and payments:</strong> your plan, its dates and status, and the
            payment and subscription reference numbers from our payment partner. Card, UPI and bank
            details are entered on Razorpay’s secure checkout; we never receive them.
          </li>
          <li>
            <strong>What you create:</strong> the logos, banner text and your own images or videos
            that you add in the editor, your saved editor settings and the list of your downloads.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form, the custom-work
            form or by email.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser and device type, and the pages
            you visit, which our servers record to keep the service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To render your personalised designs and deliver your downloads.</li>
        <li>To run your membership: renewals, the daily download allowance and receipts.</li>
        <li>To answer your messages and help when something goes wrong.</li>
        <li>
          To send service emails, such as password resets, payment confirmations and changes to our
          policies. We send marketing emails only if you ask for them.
        </li>
        <li>To prevent fraud and abuse, and to meet our legal and tax obligations.</li>
      </ul>
    ),
  },
  {
    id: 'legal-basis',
    title: 'Why we are allowed to use it',
    body: (
      <p>
        We process your data with your consent, which you give when you sign up or send us a
        message, and for the legitimate uses the law permits: providing the service you asked for,
        keeping records that the law requires, and protecting Stamp and its users from fraud. You
        may withdraw your consent at any time (see “Your rights” below); this does not affect what
        we did before, and some features may stop working without the data they need.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and storage on your device',
    body: (
      <>
        <p>We keep the use of cookies and browser storage to what the site needs:</p>
        <ul>
          <li>
            a sign-in cookie that keeps you logged in. It cannot be read by scripts on the page and
            is removed when you log out;
          </li>
          <li>your light or dark theme choice, saved in your browser;</li>
          <li>
            your editor settings for a design, kept in your browser so they survive a trip to the
            login or checkout page.
          </li>
        </ul>
        <p>
          We do not use advertising cookies or sell information to advertisers. The payment window
          is provided by Razorpay, which sets its own cookies under its own policy.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal data. We share it only with:</p>
        <ul>
          <li>Razorpay, to take and verify payments and manage subscriptions;</li>
          <li>the hosting, storage and email providers that run Stamp on our behalf;</li>
          <li>
            authorities, when the law requires it or to protect the rights and safety of our users.
          </li>
        </ul>
        <p>
          These providers may use your data only to provide their service to us and must keep it
          secure.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Account details: while your account is open. Ask us to close it and we delete them, apart
          from the records below that the law makes us keep.
        </li>
        <li>
          Download links stop working after {DELIVERY.linkValidHours} hours or {DELIVERY.linkUses}{' '}
          uses, whichever comes first.
        </li>
        <li>
          Payment records and invoices: as long as Indian tax and company law requires (currently up
          to eight years).
        </li>
        <li>Support messages: up to two years, so we can follow up on earlier conversations.</li>
        <li>
          Server logs: only for a limited time, unless needed to investigate a security issue.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        All traffic to Stamp is encrypted (HTTPS). Passwords are stored hashed, sign-in sessions are
        random tokens that we store only in hashed form, and original design files are never exposed
        publicly. Access to personal data inside our team is limited to the people who need it. No
        system is perfectly safe: if a breach ever affects your data, we will tell you and the Data
        Protection Board of India as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you and how we use it;</li>
          <li>correct or update it (your profile shows most of it);</li>
          <li>have it erased, by asking us to close your account;</li>
          <li>withdraw consent you have given;</li>
          <li>
            nominate a person to exercise these rights for you in case of death or incapacity;
          </li>
          <li>have a complaint heard by our grievance officer.</li>
        </ul>
        <p>
          Write to {mail} from the email address on your account. We reply within 30 days. If you
          are not satisfied with our answer, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Stamp is a service for businesses and is <strong>not for users under 13</strong>. We do not
        knowingly collect personal data from children under 13. If you believe a child has given us
        their details, write to {mail} and we will delete the account and its data. Users under 18
        need the consent of a parent or guardian to buy a membership.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes to this policy and how to reach us',
    body: (
      <>
        <p>
          We will update this policy when our practices change. The date at the top shows the latest
          version, and we will email you before any significant change takes effect.
        </p>
        <p>
          For any privacy question, request or complaint, contact our grievance officer at {mail}.
        </p>
      </>
    ),
  },
];
