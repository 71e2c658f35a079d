import { Ban, Headset, ReceiptIndianRupee } from 'lucide-react';
import { POLICIES_UPDATED_ON } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';
import { t } from '../cancellation-messages';
import { HelpCard } from '../components/HelpCard';
import { PageIntro } from '../components/PageIntro';
import { type PolicyTab, PolicyTabs } from '../components/PolicyTabs';
import { CancellationTab, RefundTab, SupportTab } from '../content/cancellation';
import { t as pagesT } from '../messages';
import { SUPPORT_REPLY_HOURS } from '../policy-facts';

export function CancellationPage() {
  usePageTitle(t('cancellation.title'));
  const tabs: PolicyTab[] = [
    {
      id: 'cancellation-policy',
      label: t('cancellation.tab.cancellation'),
      icon: Ban,
      body: <CancellationTab />,
    },
    {
      id: 'refund-policy',
      label: t('cancellation.tab.refund'),
      icon: ReceiptIndianRupee,
      body: <RefundTab />,
    },
    {
      id: 'contact-support',
      label: t('cancellation.tab.support'),
      icon: Headset,
      body: <SupportTab />,
    },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro
        eyebrow={t('cancellation.eyebrow')}
        title={t('cancellation.title')}
        updatedOn={POLICIES_UPDATED_ON}
      >
        <p>{t('cancellation.lead')}</p>
      </PageIntro>
      <PolicyTabs
        tabs={tabs}
        label={t('cancellation.topics')}
        // The Contact Support tab already says all of this.
        aside={(tab) =>
          tab !== 'contact-support' && (
            <HelpCard
              title={t('cancellation.help.title')}
              reply={pagesT('policy.replyHours', { hours: SUPPORT_REPLY_HOURS })}
            >
              {t('cancellation.help.text')}
            </HelpCard>
          )
        }
      />
    </div>
  );
}
