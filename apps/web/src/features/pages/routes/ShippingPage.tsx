import { Download, LifeBuoy, Repeat } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../../hooks/use-page-title';
import { HelpCard } from '../components/HelpCard';
import { PageIntro } from '../components/PageIntro';
import { type PolicyTab, PolicyTabs } from '../components/PolicyTabs';
import { accessTab, deliveryTab, exchangeTab } from '../content/shipping';
import { ACCESS } from '../policy-facts';

const TABS: PolicyTab[] = [
  { id: 'digital-delivery', label: 'Digital Delivery', icon: Download, body: deliveryTab },
  { id: 'exchange-policy', label: 'Exchange Policy', icon: Repeat, body: exchangeTab },
  { id: 'access-issues', label: 'Access Issues', icon: LifeBuoy, body: accessTab },
];

export function ShippingPage() {
  usePageTitle('Shipping and Delivery Policy');
  // Spec §2: this page shows today's date as its last-updated date.
  const [today] = useState(() => new Date());
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro eyebrow="Delivery" title="Shipping and Delivery Policy" updatedOn={today}>
        <p>
          How your designs reach you, what to do if a file is not right, and how to get back in when
          a download will not work.
        </p>
      </PageIntro>
      <PolicyTabs
        tabs={TABS}
        label="Shipping and delivery topics"
        aside={() => (
          <HelpCard
            title="Download not working?"
            replyTime={`within ${ACCESS.supportReplyBusinessHours} business hours`}
          >
            Tell us your payment ID and what you see on screen.
          </HelpCard>
        )}
      />
    </div>
  );
}
