import { Ban, Headset, ReceiptIndianRupee } from 'lucide-react';
import { POLICIES_UPDATED_ON } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';
import { HelpCard } from '../components/HelpCard';
import { PageIntro } from '../components/PageIntro';
import { type PolicyTab, PolicyTabs } from '../components/PolicyTabs';
import { cancellationTab, refundTab, supportTab } from '../content/cancellation';
import { SUPPORT_REPLY_HOURS } from '../policy-facts';

const TABS: PolicyTab[] = [
  { id: 'cancellation-policy', label: 'Cancellation Policy', icon: Ban, body: cancellationTab },
  { id: 'refund-policy', label: 'Refund Policy', icon: ReceiptIndianRupee, body: refundTab },
  { id: 'contact-support', label: 'Contact Support', icon: Headset, body: supportTab },
];

export function CancellationPage() {
  usePageTitle('Cancellation and Refund Policy');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro
        eyebrow="Memberships"
        title="Cancellation and Refund Policy"
        updatedOn={POLICIES_UPDATED_ON}
      >
        <p>
          Cancel your membership whenever you like, and know exactly when a refund applies and how
          long it takes.
        </p>
      </PageIntro>
      <PolicyTabs
        tabs={TABS}
        label="Cancellation and refund topics"
        // The Contact Support tab already says all of this.
        aside={(tab) =>
          tab !== 'contact-support' && (
            <HelpCard
              title="Questions about a charge?"
              replyTime={`within ${SUPPORT_REPLY_HOURS} hours`}
            >
              Write from the email address on your account and include the payment ID.
            </HelpCard>
          )
        }
      />
    </div>
  );
}
