import { Download, LifeBuoy, Repeat } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../../hooks/use-page-title';
import { HelpCard } from '../components/HelpCard';
import { PageIntro } from '../components/PageIntro';
import { type PolicyTab, PolicyTabs } from '../components/PolicyTabs';
import { AccessTab, DeliveryTab, ExchangeTab } from '../content/shipping';
import { t as pagesT } from '../messages';
import { ACCESS } from '../policy-facts';
import { t } from '../shipping-messages';

export function ShippingPage() {
  usePageTitle(t('shipping.title'));
  // Spec §2: this page shows today's date as its last-updated date.
  const [today] = useState(() => new Date());
  const tabs: PolicyTab[] = [
    {
      id: 'digital-delivery',
      label: t('shipping.tab.delivery'),
      icon: Download,
      body: <DeliveryTab />,
    },
    {
      id: 'exchange-policy',
      label: t('shipping.tab.exchange'),
      icon: Repeat,
      body: <ExchangeTab />,
    },
    { id: 'access-issues', label: t('shipping.tab.access'), icon: LifeBuoy, body: <AccessTab /> },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro eyebrow={t('shipping.eyebrow')} title={t('shipping.title')} updatedOn={today}>
        <p>{t('shipping.lead')}</p>
      </PageIntro>
      <PolicyTabs
        tabs={tabs}
        label={t('shipping.topics')}
        aside={() => (
          <HelpCard
            title={t('shipping.help.title')}
            reply={pagesT('policy.replyBusinessHours', { hours: ACCESS.supportReplyBusinessHours })}
          >
            {t('shipping.help.text')}
          </HelpCard>
        )}
      />
    </div>
  );
}
